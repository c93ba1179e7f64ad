import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launch, startPrivateProduct, type PrivateProduct } from './support';

/**
 * Issue 27 (outside the post editor) and issue 29 item 6, in a real browser on a private copy of the product:
 * going offline or deleting asks first and can be undone with the dates kept; toasts say what happened and
 * never cover a button, at 390 px and on a desktop.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'review-e2e-password-42';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let product: PrivateProduct | undefined;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  // Demo posts are 10 days old or more: with 7, some are ageing, so 'Refresh with AI' is offered.
  product = await startPrivateProduct('review', PASSWORD, { POST_AGEING_DAYS: '7', OFFLINE_PROVIDER_DELAY_MS: '200' });
  baseUrl = product.baseUrl;
  browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
}, 60_000);

async function studio(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.getByRole('tab', { name: 'Content Workflow' }).click();
  await page.getByRole('heading', { name: 'Draft Blog Posts' }).waitFor();
  return { context, page };
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** The admin API through the page's session (same origin, so the CSRF check passes). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(`${baseUrl}${url}`, { method, data: body, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Every button of the layer in use (the topmost dialog, else the page) that the shown toast overlaps: none
 * may be (issue 27: an error toast never covers an action button).
 */
async function expectToastClearOfButtons(page: Page) {
  // The toast moves when a dialog under it closes: give it a moment, then it must be clear.
  const deadline = Date.now() + 1500;
  let covered = await buttonsUnderToast(page);
  while (covered.length && Date.now() < deadline) {
    await page.waitForTimeout(100);
    covered = await buttonsUnderToast(page);
  }
  expect(covered).toEqual([]);
}

async function buttonsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="toast"]');
    if (!card) return ['no toast'];
    const box = card.getBoundingClientRect();
    const layers = Array.from(document.querySelectorAll<HTMLElement>('.MuiModal-root')).filter((layer) => !layer.classList.contains('MuiModal-hidden'));
    const layer: ParentNode = layers[layers.length - 1] ?? document;
    return Array.from(layer.querySelectorAll<HTMLElement>('button, a.MuiButtonBase-root, [role="tab"]'))
      .filter((element) => !card.contains(element))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const clip = element.closest('.MuiDialogContent-root')?.getBoundingClientRect();
        const top = Math.max(rect.top, clip?.top ?? -Infinity);
        const bottom = Math.min(rect.bottom, clip?.bottom ?? Infinity);
        return rect.width > 0 && bottom > top && rect.left < box.right && rect.right > box.left && top < box.bottom && bottom > box.top;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '?');
  });
}

interface StoredPost {
  id: number;
  title: string;
  published: boolean;
  createdAt: string;
  publishedAt: string | null;
}

describe('going offline and deleting can be undone', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ] as const)('Unpublish asks first, naming the post; Undo publishes it again with its dates (%s)', async (name, viewport) => {
    const { context, page } = await studio(viewport);
    try {
      const live = page.getByTestId('live-list').getByTestId('post-card').first();
      await live.waitFor();
      const id = Number(await live.getAttribute('data-post-id'));
      const before = await api<StoredPost>(page, 'GET', `/api/admin/blog/posts/${id}`);
      await live.scrollIntoViewIfNeeded();
      await live.getByRole('button', { name: `Unpublish ${before.title}` }).click();

      const confirm = page.getByRole('dialog', { name: 'Unpublish this post?' });
      await confirm.getByText(`"${before.title}" leaves the blog at once`, { exact: false }).waitFor();
      await shot(page, `unpublish-confirm-${name}`);
      const unpublished = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/admin/blog/posts/${id}`));
      await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
      expect((await unpublished).status()).toBe(200);
      await toast(page, 'Post unpublished successfully!').waitFor();
      await confirm.waitFor({ state: 'detached' });
      await expectToastClearOfButtons(page);
      await shot(page, `unpublish-undo-toast-${name}`);
      expect((await api<StoredPost>(page, 'GET', `/api/admin/blog/posts/${id}`)).published).toBe(false);

      // Undo is still there after 10 seconds.
      await page.waitForTimeout(10_500);
      await toast(page, 'Post unpublished successfully!').getByRole('button', { name: `Undo unpublish of "${before.title}"` }).click();
      await toast(page, 'Unpublish undone').waitFor();
      const after = await api<StoredPost>(page, 'GET', `/api/admin/blog/posts/${id}`);
      expect(after).toMatchObject({ published: true, createdAt: before.createdAt, publishedAt: before.publishedAt });
      await page.getByTestId('live-list').locator(`[data-post-id="${id}"]`).waitFor();
    } finally {
      await context.close();
    }
  });
});
