import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { privateStudio, seriousViolations, signIn, type AxeViolation } from './support';

/**
 * The writing room in a real browser (issues 27 and 28): every way unsaved text used to be lost (Escape,
 * the backdrop, ×, Cancel, a reload, a closed tab, Save while offline), each followed by reopening and
 * finding the text; Ctrl+S; the deep link and Back; checks marked as the admin types; an upload; the
 * history in words; every studio screen at 390 px (screenshots); axe on the editor.
 */

const PASSWORD = 'editor-e2e-password-42';
const SHOTS = process.env.E2E_EDITOR_SHOTS_DIR ?? '/tmp/shots-editor';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const studio = privateStudio('editor', PASSWORD);

beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return studio.browser.newContext({ viewport, reducedMotion: 'reduce' });
}

/** A fresh draft through the API (the studio's own session), so each test owns its post. */
async function createDraft(page: Page, title: string): Promise<{ id: number; slug: string }> {
  const response = await page.request.post(`${studio.baseUrl}/api/admin/blog/posts`, {
    headers: { Origin: studio.baseUrl },
    data: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), excerpt: 'An excerpt.', content: '## Start\n\nThe first paragraph.', category: 'Video Editing', author: 'Sam', metaDescription: 'A post.', keywords: ['editing'] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** A real PNG (a grey square), made here: the server checks an upload by its bytes. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size, 0x80)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const editorOf = (page: Page) => page.getByRole('dialog', { name: /Edit Blog Post/ });
const contentOf = (page: Page) => editorOf(page).getByLabel('Content', { exact: true });

/** Opens the post's editor by its address (the deep link) and waits for the text. */
async function openByLink(page: Page, id: number) {
  await page.goto(`${studio.baseUrl}/admin?post=${id}`);
  // The studio's chunk, the post and the editor's chunk load one after the other: room on a busy machine.
  // (Not by the dialog's role: a restore offer on top hides the editor from the accessibility tree.)
  await page.locator('[aria-label="Content"][contenteditable="true"]').waitFor({ timeout: 60_000 });
}

/** Types at the end of the article. */
async function typeAtEnd(page: Page, text: string) {
  await contentOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
  await editorOf(page).getByTestId('save-status').filter({ hasText: 'Unsaved changes' }).waitFor();
}

/** The restore offer on opening: it names the time, shows the diff with the text, and Restore puts it back. */
async function restoreAndFind(page: Page, text: string) {
  const offer = page.getByRole('dialog', { name: /^Restore your unsaved changes from \d\d:\d\d\?$/ });
  await offer.waitFor();
  expect(await offer.getByTestId('markdown-diff').textContent()).toContain(text);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await offer.waitFor({ state: 'detached' });
  await expect(contentOf(page).innerText()).resolves.toContain(text);
}

/** Closes with unsaved changes: the editor asks first; `answer` is the button taken. */
async function answerLeave(page: Page, answer: 'Close' | 'Discard changes' | 'Keep editing') {
  const leave = page.getByRole('dialog', { name: 'Close without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: answer, exact: true }).click();
  await leave.waitFor({ state: 'detached' });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function editButton(page: Page, title: string): Promise<Locator> {
  const button = page.getByRole('button', { name: `Edit ${title}`, exact: true });
  await button.waitFor();
  return button;
}

describe('the post editor in a real browser', () => {
  afterEach(async () => {
    // What a failed step looked like.
    for (const context of studio.browser.contexts()) for (const page of context.pages()) await page.screenshot({ path: path.join(SHOTS, `failed-${Date.now()}.png`) }).catch(() => undefined);
  });

  it('keeps unsaved text through Escape, the backdrop, ×, Cancel, a reload, a closed tab and an offline save', async () => {
    const context = await newContext(DESKTOP);
    let page = await context.newPage();
    await signIn(page, studio.baseUrl, PASSWORD);
    const title = 'Loss paths draft';
    const post = await createDraft(page, title);
    // The studio read its lists when it opened; the new draft is in them from the next visit on.
    await page.goto(`${studio.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Content Workflow' }).click();

    const inApp: Array<[string, (page: Page) => Promise<void>]> = [
      ['Escape', async (p) => p.keyboard.press('Escape')],
      ['backdrop', async (p) => p.mouse.click(5, DESKTOP.height / 2)],
      ['×', async (p) => editorOf(p).getByRole('button', { name: 'Close', exact: true }).click()],
      ['Cancel', async (p) => editorOf(p).getByRole('button', { name: 'Cancel' }).click()],
    ];
    for (const [name, close] of inApp) {
      await (await editButton(page, title)).click();
      await contentOf(page).waitFor();
      const typed = ` Typed before ${name}.`;
      await typeAtEnd(page, typed);
      await close(page);
      await answerLeave(page, 'Close');
      await editorOf(page).waitFor({ state: 'detached' });
      await (await editButton(page, title)).click();
      await restoreAndFind(page, typed);
      if (name === 'Escape') await shot(page, 'editor-restored-desktop');
      await editorOf(page).getByRole('button', { name: 'Cancel' }).click();
      await answerLeave(page, 'Discard changes');
    }

    // A reload: the page asks first (beforeunload); after it the address reopens the editor with the offer.
    await openByLink(page, post.id);
    await typeAtEnd(page, ' Typed before a reload.');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await restoreAndFind(page, ' Typed before a reload.');

    // A closed tab (the last keystrokes written as the page went away), then a new tab on the same address.
    await typeAtEnd(page, ' Typed before the tab closed.');
    await page.close();
    page = await context.newPage();
    await openByLink(page, post.id);
    await restoreAndFind(page, ' Typed before the tab closed.');

    // Save while offline: it fails where the admin looks, and the text stays, here and after a reopen.
    await context.setOffline(true);
    await editorOf(page).getByRole('button', { name: 'Save Changes' }).click();
    await editorOf(page).getByTestId('offline-alert').waitFor();
    await expect(contentOf(page).innerText()).resolves.toContain('Typed before the tab closed.');
    await shot(page, 'editor-offline-desktop');
    await context.setOffline(false);
    // (×, not Cancel: the error toast sits over the dialog's bottom-right buttons until it goes; issue 27 item 6 is another change's.)
    await editorOf(page).getByRole('button', { name: 'Close', exact: true }).click();
    await answerLeave(page, 'Close');
    await openByLink(page, post.id);
    await restoreAndFind(page, ' Typed before the tab closed.');

    // Nothing typed was written to the post: only Save writes.
    const stored = (await (await page.request.get(`${studio.baseUrl}/api/admin/blog/posts/${post.id}`)).json()) as { content: string };
    expect(stored.content).toBe('## Start\n\nThe first paragraph.');
    await context.close();
  });

  it('Ctrl+S saves and stays; the history says who; checks mark the words; an image uploads; the address opens the editor and Back closes it; axe finds nothing serious', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await signIn(page, studio.baseUrl, PASSWORD);
    const title = 'Writing room draft';
    const post = await createDraft(page, title);

    // The address opens the editor, and a reload keeps it open.
    await openByLink(page, post.id);
    await page.reload();
    await contentOf(page).waitFor();
    expect(new URL(page.url()).search).toBe(`?post=${post.id}`);

    // A claim the brand kit does not back is marked in the text once the typing pauses.
    await typeAtEnd(page, '\n\nWe have generated 900M views for our clients.');
    await editorOf(page).locator('[data-mark="claim"]').first().waitFor({ timeout: 15_000 });
    await editorOf(page).getByRole('tab', { name: 'Checks' }).click();
    await editorOf(page).getByTestId('unsupported-claim').first().waitFor();
    await shot(page, 'editor-checks-desktop');

    // Ctrl+S: saved, still open, and the history names the save in words.
    await page.keyboard.press('Control+s');
    await page.getByTestId('toast').filter({ hasText: 'Blog post updated successfully' }).waitFor();
    await editorOf(page).getByTestId('save-status').filter({ hasText: /^Saved \d\d:\d\d$/ }).waitFor();
    const saved = (await (await page.request.get(`${studio.baseUrl}/api/admin/blog/posts/${post.id}`)).json()) as { content: string };
    expect(saved.content).toContain('We have generated 900M views for our clients.');
    await editorOf(page).getByRole('tab', { name: 'History' }).click();
    await editorOf(page).getByTestId('revision-current').filter({ hasText: 'You, in the editor' }).waitFor();
    await editorOf(page).getByRole('button', { name: /^Restore version 1 \(/ }).waitFor();

    // A double click on Save Changes saves once: the second click meets no 409 of the admin's own making.
    await editorOf(page).getByRole('tab', { name: 'Details' }).click();
    await typeAtEnd(page, ' Saved by a double click.');
    await editorOf(page).getByRole('button', { name: 'Save Changes' }).dblclick();
    await editorOf(page).getByTestId('save-status').filter({ hasText: /^Saved \d\d:\d\d$/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'This post changed while you were editing' }).count()).toBe(0);
    expect(await editorOf(page).getByTestId('save-status').textContent()).toMatch(/^Saved \d\d:\d\d$/);
    const twice = (await (await page.request.get(`${studio.baseUrl}/api/admin/blog/posts/${post.id}`)).json()) as { content: string };
    expect(twice.content).toContain('Saved by a double click.');

    // An image into the text: picked, described, uploaded, its markdown at the cursor.
    await contentOf(page).click();
    await page.keyboard.press('Control+End');
    await editorOf(page).getByRole('button', { name: /^Image \(/ }).click();
    const upload = page.getByRole('dialog', { name: 'Add an image to the text' });
    await upload.getByLabel('Image file').setInputFiles({ name: 'frame.png', mimeType: 'image/png', buffer: png(64) });
    await upload.getByLabel(/Alt text/).fill('A test frame');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await expect(contentOf(page).innerText()).resolves.toMatch(/!\[A test frame\]\(\/media\/[\w-]+\.png\)/);
    await editorOf(page).getByTestId('article-preview').locator('img[alt="A test frame"]').waitFor();

    // axe on the editor as the admin sees it.
    await editorOf(page).getByRole('tab', { name: 'Details' }).click();
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await shot(page, 'editor-desktop');

    // Closing saves nothing and, opened from the studio, Back closes the editor.
    await editorOf(page).getByRole('button', { name: 'Cancel' }).click();
    await answerLeave(page, 'Discard changes');
    await page.getByRole('tab', { name: 'Content Workflow' }).click();
    await (await editButton(page, title)).click();
    await contentOf(page).waitFor();
    expect(new URL(page.url()).search).toBe(`?post=${post.id}`);
    await page.goBack();
    await editorOf(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('works at 390 px: header, tabs, calendar agenda and the editor, with no horizontal scroll', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    // The clock at its widest ('11h 59m', the first minute of a 12-hour session), where Logout was pushed out.
    await page.route('**/api/admin/status', async (route) => {
      const response = await route.fetch();
      const status = (await response.json()) as { isAuthenticated: boolean; remainingTime?: number };
      await route.fulfill({ response, json: status.isAuthenticated ? { ...status, remainingTime: 11 * 3600 + 59 * 60 + 30 } : status });
    });
    await signIn(page, studio.baseUrl, PASSWORD);
    const header = page.locator('header').filter({ has: page.getByTestId('session-remaining') });
    await header.getByTestId('session-remaining').filter({ hasText: '11h 59m' }).waitFor();
    await page.getByRole('heading', { name: 'Blog Studio' }).waitFor();
    // Every control of the header is whole inside the screen, nothing on top of it, and the header does not scroll sideways.
    for (const control of await header.locator('button, a, [data-testid="session-remaining"]').all()) {
      const box = await control.boundingBox();
      if (!box) continue; // not displayed at this width (Logout's own box is required below)
      // Whole: inside the screen, and a button at least as wide as tall (Logout was squeezed to a 28 x 44 px sliver of a pill).
      const name = await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent);
      const isButton = await control.evaluate((element) => element.tagName === 'BUTTON');
      expect({ name, left: box.x >= 0, right: box.x + box.width <= PHONE.width, whole: !isButton || box.width >= box.height - 1 }).toEqual({ name, left: true, right: true, whole: true });
    }
    const logout = header.getByRole('button', { name: 'Logout' });
    expect(await logout.boundingBox()).not.toBeNull();
    await expect(logout.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).resolves.toBe(true);
    // Its row holds its controls (they do not spill past the row's end, into the padding or beyond).
    await expect(header.evaluate((element) => { const row = element.firstElementChild!; return row.scrollWidth - row.clientWidth; })).resolves.toBeLessThanOrEqual(0);
    await expectNoHorizontalScroll(page);
    await shot(page, 'studio-ideas-phone');

    await page.getByRole('tab', { name: 'Content Workflow' }).click();
    await page.getByTestId('post-card').first().waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'studio-workflow-phone');

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByTestId('calendar-month').waitFor();
    await expectNoHorizontalScroll(page);
    // Days show dots; the posts are listed, readable, in the agenda.
    expect(await page.locator('[role="grid"] button').count()).toBe(0);
    await shot(page, 'studio-calendar-phone');

    const post = await createDraft(page, 'Phone draft');
    await openByLink(page, post.id);
    await expectNoHorizontalScroll(page);
    await shot(page, 'editor-write-phone');
    for (const tab of ['Preview', 'Details', 'Settings', 'Checks', 'History']) {
      await editorOf(page).getByRole('tab', { name: tab, exact: true }).click();
      await expectNoHorizontalScroll(page);
      await shot(page, `editor-${tab.toLowerCase()}-phone`);
    }
    await context.close();
  });
});
