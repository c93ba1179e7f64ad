import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectErrors, privateStudio, seriousViolations, signIn } from './support';

/**
 * Issue 32 in the browser, on a private copy of the product (gateway, worker, Postgres, Redis): the
 * WordPress fixture (50 posts, pages, private and password-protected posts, a slug clash) is uploaded in the
 * Import & Export tab, its dry-run report read, the import confirmed and watched to the end, and its posts
 * found in Content Workflow's lists; a truncated export dropped on the page is refused with its reason.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'import-e2e-password-42';
const WXR = path.resolve(__dirname, '../../services/gateway/test/fixtures/imports/wordpress-50.xml');

const studio = privateStudio('import', PASSWORD);
fs.mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Drops a file on the drop zone the way a browser does (a DataTransfer holding a File). */
async function dropFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-drop-zone').evaluate(
    (zone, [fileName, body]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([body], fileName, { type: 'text/xml' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [name, text] as const,
  );
}

describe('import and export', () => {
  it('uploads a WordPress export, reads the dry run, imports it and finds its posts in Content Workflow', async () => {
    const { baseUrl, browser } = studio;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const { errors } = collectErrors(page);
    await signIn(page, baseUrl, PASSWORD);
    await page.getByRole('tab', { name: 'Import & Export' }).click();
    await page.getByText('Drop your export here').waitFor();

    await page.getByTestId('import-file-input').setInputFiles(WXR);
    const detail = page.locator('[data-testid="import-detail"][data-state="ready"]');
    await detail.waitFor();
    expect(await page.getByLabel('Posts in this file').textContent()).toBe('Posts found104To import50To skip54');
    await page.getByRole('list', { name: 'Posts to import' }).getByText('Editing workflow 1', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Category mapping' }).textContent()).toContain('Editing Tips becomes Video Editing');
    expect(await page.getByTestId('slug-conflict').filter({ hasText: 'Editing workflow 21' }).textContent()).toBe(
      'Editing workflow 21/blog/editing-workflow-20 is taken (an earlier post in this file has this slug): it will be /blog/editing-workflow-20-2',
    );
    const skipped = await page.getByRole('list', { name: 'Skipped' }).textContent();
    expect(skipped).toContain('A page, not a post (1)About us');
    expect(skipped).toContain('Password-protected (1)Locked post');
    expect(await page.getByRole('list', { name: 'Warnings' }).textContent()).toContain('<script> element removed');
    // Nothing is imported by the dry run.
    expect((await page.request.get(`${baseUrl}/api/blog/posts/editing-workflow-1`)).status()).toBe(404);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'import-dry-run');

    await page.getByRole('button', { name: 'Import 50 posts' }).click();
    await page.getByTestId('import-progress').waitFor();
    const outcome = page.getByTestId('import-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.getByRole('alert').textContent()).toContain('Import finished: 50 posts imported');
    expect(await page.getByRole('link', { name: 'View Editing workflow 1 live (opens in a new tab)' }).getAttribute('href')).toBe('/blog/editing-workflow-1');
    expect((await page.request.get(`${baseUrl}/api/blog/posts/editing-workflow-1`)).status()).toBe(200);
    await shot(page, 'import-outcome');

    // The studio's lists read again: the imported posts are there without a reload.
    await page.getByRole('button', { name: 'Open Content Workflow' }).click();
    await page.getByLabel('Search posts').fill('Editing workflow 4');
    await page.getByTestId('live-list').getByRole('heading', { name: 'Editing workflow 4', exact: true }).waitFor();
    await page.getByTestId('draft-list').getByRole('heading', { name: 'Editing workflow 48', exact: true }).waitFor();
    await shot(page, 'import-in-content-workflow');
    // The old blog's remote images stay links (never fetched by the import); offline, the cards cannot load them.
    expect(errors.filter((error) => !error.includes('(https://old.example.com/'))).toEqual([]);
    await context.close();
  });

  it('refuses a truncated export dropped on the page, clearly, on a phone', async () => {
    const { baseUrl, browser } = studio;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const { errors } = collectErrors(page);
    await signIn(page, baseUrl, PASSWORD);
    await page.getByRole('tab', { name: 'Import & Export' }).click();
    await page.getByText('Drop your export here').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    const xml = fs.readFileSync(WXR, 'utf8');
    await dropFile(page, 'cut.xml', xml.slice(0, Math.floor(xml.length * 0.6)));
    const refused = page.getByTestId('import-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/This file can't be imported.*The WordPress export is not complete, valid XML \(.+\): refused\..*Nothing was imported\./);
    expect(await page.getByTestId('import-state').textContent()).toBe('Refused');
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'import-refused-phone');

    // The finished import of the first test, opened from the list, fits the phone too.
    await page.getByRole('list', { name: 'Past imports' }).getByRole('button', { name: 'Open wordpress-50.xml' }).click();
    await page.getByTestId('import-outcome').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'import-outcome-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
