import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { privateStudio, signIn } from './support';

/**
 * Issue 17 in the browser, on a private copy of the product (gateway, worker, Postgres, Redis): a draft is
 * scheduled from the Calendar tab a few seconds ahead with the date-time picker, shows on its day as
 * scheduled, and goes live by itself: the calendar turns it into a published entry and /blog lists it.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'schedule-e2e-password-42';
const TITLE = 'Planning a month of posts';
/** How far ahead the post is scheduled: time to type it and confirm, then a short wait. */
const AHEAD_MS = 20_000;

const studio = privateStudio('schedule', PASSWORD);
fs.mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function createDraft(page: Page): Promise<number> {
  return page.evaluate(async (title) => {
    const response = await fetch('/api/admin/blog/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, content: '## The plan\n\nA month of posts, written down first.', excerpt: 'Plan the month.', category: 'Video Marketing', keywords: ['planning'], published: false }),
    });
    return ((await response.json()) as { id: number }).id;
  }, TITLE);
}

/** The digits the picker's sections take (dd MM yyyy HH mm ss), for a moment in the browser's own zone. */
function sectionDigits(page: Page, at: number): Promise<string> {
  return page.evaluate((time) => {
    const date = new Date(time);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  }, at);
}

describe('editorial calendar', () => {
  it('schedules a draft from the calendar a few seconds ahead and sees it go live', async () => {
    const { baseUrl, browser } = studio;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await signIn(page, baseUrl, PASSWORD);
    const postId = await createDraft(page);

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByText('Times in Europe/London').waitFor();
    await page.getByTestId('unscheduled-drafts').getByRole('button', { name: `Schedule ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    await dialog.getByText('Time zone: Europe/London').waitFor();
    const at = Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000;
    await dialog.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(await sectionDigits(page, at));
    await shot(page, 'schedule-dialog');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    // The publish guard asks first when the checklist finds blockers; the same guard as Publish.
    const guard = page.getByRole('dialog', { name: /^Publish with/ });
    const toast = page.getByTestId('toast').filter({ hasText: 'Scheduled for' });
    await Promise.race([toast.waitFor(), guard.waitFor().then(() => guard.getByRole('button', { name: 'Schedule anyway' }).click())]);
    await toast.waitFor();

    const scheduled = page.locator(`[data-testid="calendar-scheduled"][data-post-id="${postId}"]`);
    await scheduled.waitFor();
    const day = await scheduled.evaluate((element) => element.closest('[data-day]')?.getAttribute('data-day'));
    expect(day).toBe(await page.evaluate((time) => new Date(time).toLocaleDateString('en-CA'), at));
    const stored = await page.evaluate(async (id) => (await (await fetch(`/api/admin/blog/posts/${id}`)).json()) as { publishAt: string; published: boolean }, postId);
    expect(stored).toMatchObject({ published: false, publishAt: new Date(at).toISOString() });
    await shot(page, 'schedule-calendar-scheduled');

    // Not public before its time; live by itself after it (the calendar reads the posts again then).
    expect((await page.request.get(`${baseUrl}/api/blog/posts/planning-a-month-of-posts`)).status()).toBe(404);
    await page.locator(`[data-testid="calendar-published"][data-post-id="${postId}"]`).waitFor({ timeout: AHEAD_MS + 30_000 });
    await shot(page, 'schedule-calendar-published');

    const blog = await context.newPage();
    await blog.goto(`${baseUrl}/blog`);
    await blog.getByRole('heading', { name: TITLE }).first().waitFor();
    await page.getByRole('tab', { name: 'Content Workflow' }).click();
    await page.getByTestId('live-list').getByRole('heading', { name: TITLE, exact: true }).waitFor();
    await context.close();
  });
});
