import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, startPrivateProduct, type PrivateProduct } from './support';

/**
 * Issue 16 in the browser, on a private copy of the product: a draft that claims a figure the brand kit
 * does not hold shows the publish checklist (score, the claim highlighted; 'Show in text' selects it in
 * the Content field) in the Edit modal, and Publish
 * first shows the blocker and asks; Cancel publishes nothing, 'Publish anyway' publishes.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'trust-e2e-password-42';
const TITLE = 'How we edit for retention';
const CLAIM = 'Last year we have generated 900M views for our clients.';

let product: PrivateProduct | undefined;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  product = await startPrivateProduct('trust', PASSWORD);
  baseUrl = product.baseUrl;
  browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
}, 60_000);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A draft as an admin would write it by hand, through the spec's create call (same origin, session cookie). */
async function createDraft(page: Page): Promise<number> {
  const content = `Retention is what keeps a channel growing.\n\n## What we learned\n\n${CLAIM} Cut every pause and open on the payoff.`;
  return page.evaluate(async ({ title, content }) => {
    const response = await fetch('/api/admin/blog/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, content, excerpt: 'Retention editing.', category: 'Video Editing', keywords: ['retention'], published: false }),
    });
    return ((await response.json()) as { id: number }).id;
  }, { title: TITLE, content });
}

describe('trust layer in the studio', () => {
  it('shows the checklist in the Edit modal and asks before publishing a post with blockers', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await page.goto(`${baseUrl}/admin-login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await createDraft(page);
    await page.getByRole('tab', { name: 'Content Workflow' }).click();

    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await editor.getByRole('tab', { name: 'Checks' }).click();
    const checklist = editor.getByTestId('publish-checklist');
    await checklist.getByTestId('checklist-score').waitFor();
    expect(await checklist.getByTestId('checklist-score').textContent()).toMatch(/^Score \d+\/100$/);
    expect(await checklist.getByTestId('unsupported-claim').textContent()).toBe(CLAIM);
    await checklist.scrollIntoViewIfNeeded();
    await shot(page, 'trust-edit-checklist');
    // 'Show in text': the claim is selected where it stands in the Content field.
    await checklist.getByRole('button', { name: 'Show in text' }).click();
    // The Content field (CodeMirror) has the claim selected, with the focus.
    await expect(editor.getByLabel('Content', { exact: true }).evaluate((field) => field === document.activeElement || field.contains(document.activeElement))).resolves.toBe(true);
    await expect(page.evaluate(() => window.getSelection()?.toString() ?? '')).resolves.toBe(CLAIM);
    await shot(page, 'trust-edit-claim-in-text');
    await editor.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Publish ${TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish with a blocker?' });
    await confirm.waitFor();
    expect(await confirm.getByTestId('publish-blockers').textContent()).toContain(CLAIM);
    await shot(page, 'trust-publish-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(patches).toEqual([]);

    await page.getByRole('button', { name: `Publish ${TITLE}` }).click();
    await confirm.getByRole('button', { name: 'Publish anyway' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Post published successfully!' }).waitFor();
    expect(patches).toHaveLength(1);
    await page.getByTestId('live-list').getByRole('heading', { name: TITLE, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Brand kit' }).click();
    const kit = page.getByRole('dialog', { name: 'Brand kit' });
    await kit.getByLabel('Fact 1', { exact: true }).waitFor();
    await shot(page, 'trust-brand-kit');
    await context.close();
  });
});
