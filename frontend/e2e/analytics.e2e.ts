import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Request } from 'playwright-core';
import { privateStudio, signIn } from './support';

/**
 * Issue 31 in the browser, on a private copy of the product: a visitor (an ordinary browser, not a headless
 * one, which the collector drops as a bot) reads an article to the end and clicks its call to action; the
 * page's script sends its beacons, and the admin API shows that one read: a view, one visitor, the whole
 * page scrolled, time engaged and the click. Then the studio's Performance tab shows the same figures on
 * screen, on a desktop and at 390 px, and the article's card in Content Workflow its views.
 */

const SHOTS = process.env.E2E_ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const PASSWORD = 'analytics-e2e-password-42';
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const studio = privateStudio('analytics', PASSWORD);
fs.mkdirSync(SHOTS, { recursive: true });

interface Figures {
  views: number;
  visitors: number;
  avgEngagedSeconds: number;
  avgReadDepth: number;
  completionRate: number;
  ctaClicks: number;
  ctaRate: number;
}

describe('reading analytics', () => {
  it('counts an article read to the end and its CTA click, with no cookie and nothing stored in the browser', async () => {
    const { baseUrl, browser } = studio;
    const posts = (await (await fetch(`${baseUrl}/api/blog/posts`)).json()) as Array<{ id: number; slug: string; title: string }>;
    const article = posts[0];

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: VISITOR_UA, reducedMotion: 'reduce' });
    const beacons: Array<Record<string, unknown>> = [];
    visitor.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/beacon') beacons.push(JSON.parse(request.postData() ?? '{}'));
    });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/blog/${article.slug}`);
    await page.waitForFunction(() => document.querySelector('script[src^="/beacon-"]') !== null);
    await page.waitForFunction(() => document.readyState === 'complete');
    await waitFor(() => beacons.some((beacon) => beacon.k === 'v'), 'the view beacon');

    // Read it: down to the end a screen at a time, a moment on each.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(1500);
    const cta = page.locator('[data-beacon="cta"]');
    // Mid-screen: at the top edge the fixed navigation bar covers it.
    await cta.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SHOTS, 'analytics-article-end.png') });
    await cta.click();
    await waitFor(() => beacons.some((beacon) => beacon.k === 'c' && beacon.c === 'cta'), 'the CTA beacon');
    // Done reading, back to the blog (an in-app navigation): leaving reports the engagement (visible time,
    // the depth reached), and the blog page counts its own view.
    await page.getByRole('link', { name: 'Back to Blog' }).last().click();
    await page.waitForURL(`${baseUrl}/blog`);
    await waitFor(() => beacons.some((beacon) => beacon.k === 'e' && beacon.d === 100), () => `the engagement beacon (sent: ${JSON.stringify(beacons)})`);
    await waitFor(() => beacons.some((beacon) => beacon.k === 'v' && beacon.p === '/blog'), 'the view of the blog page');

    expect(await visitor.cookies()).toEqual([]);
    expect(beacons.find((beacon) => beacon.k === 'v')).toEqual({ k: 'v', p: `/blog/${article.slug}` });
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
    await visitor.close();

    // The figures, as the studio's Performance view will read them.
    const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const studioPage = await admin.newPage();
    await signIn(studioPage, baseUrl, PASSWORD);
    const adminPosts = (await studioPage.evaluate(async () => (await (await fetch('/api/admin/blog/posts')).json()) as Array<{ id: number; slug: string }>));
    const postId = adminPosts.find((post) => post.slug === article.slug)?.id;
    let figures: Figures | null = null;
    await waitFor(async () => {
      figures = await studioPage.evaluate(async (id) => ((await (await fetch(`/api/admin/analytics/articles/${id}?days=7`)).json()) as { article: Figures }).article, postId);
      return figures.ctaClicks > 0 && figures.completionRate > 0;
    }, () => `the figures after the flush (last: ${JSON.stringify(figures)}; the browser sent ${JSON.stringify(beacons)})`);
    expect(figures).toMatchObject({ views: 1, visitors: 1, avgReadDepth: 100, completionRate: 1, ctaClicks: 1, ctaRate: 1 });
    expect(figures!.avgEngagedSeconds).toBeGreaterThan(1);
    const overview = await studioPage.evaluate(async () => (await (await fetch('/api/admin/analytics/overview?days=7')).json()) as { totals: Figures });
    expect(overview.totals).toMatchObject({ views: 2, visitors: 1, ctaClicks: 1 });

    // The same read in the studio's Performance tab: the article's row with its views, read depth and CTA.
    await studioPage.getByRole('tab', { name: 'Performance' }).click();
    const row = studioPage.locator(`[data-testid="article-row"][data-post-id="${postId}"]`);
    await row.waitFor();
    expect(await row.locator('th').innerText()).toContain(article.title);
    expect(await row.locator('[data-column="views"]').innerText()).toBe('1');
    expect(await row.locator('[data-column="depth"]').innerText()).toMatch(/^100%\s+100% to the end$/);
    expect(await row.locator('[data-column="cta"]').innerText()).toMatch(/^100%\s+1 click$/);
    const siteViews = studioPage.getByTestId('site-figures').locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await siteViews.innerText()).toBe('2');
    await studioPage.screenshot({ path: path.join(SHOTS, 'analytics-performance-desktop.png'), fullPage: true });
    // A phone: the table becomes cards, and nothing scrolls sideways.
    await studioPage.setViewportSize({ width: 390, height: 844 });
    expect(await row.locator('[data-column="cta"]').isVisible()).toBe(true);
    expect(await studioPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await studioPage.screenshot({ path: path.join(SHOTS, 'analytics-performance-390.png'), fullPage: true });

    // Its card in Content Workflow says the same view.
    await studioPage.setViewportSize({ width: 1280, height: 800 });
    await studioPage.getByRole('tab', { name: 'Content Workflow' }).click();
    await expectText(studioPage.locator(`[data-testid="post-card"][data-post-id="${postId}"] [data-testid="card-views"]`), '1 view in 30 days');
    await admin.close();
  });
});

async function expectText(locator: Locator, text: string): Promise<void> {
  // Attached is enough: a card off screen is not painted (content-visibility), its text is there.
  await locator.waitFor({ state: 'attached' });
  expect((await locator.textContent())?.trim()).toBe(`· ${text}`);
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
