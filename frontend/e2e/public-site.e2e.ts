import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  launch,
  screenshot,
  scrollThrough,
  seriousViolations,
  textOf,
  THEME_KEY,
  THEMES,
  themedContext,
  VIEWPORTS,
} from './support';

interface PostSummary {
  slug: string;
  title: string;
  category: string;
}

interface RouteCase {
  name: string;
  path: string;
  status: number;
  /** Waited for before checking: the page has rendered its data. */
  ready: string;
  texts: string[];
  title: string | RegExp;
}

let browser: Browser;
let posts: PostSummary[];
let article: PostSummary;

function routes(): RouteCase[] {
  return [
    {
      name: 'home',
      path: '/',
      status: 200,
      ready: 'text=View All Posts',
      title: 'Hyperframe - High Performance Video Services for Growth & Impact',
      texts: [
        'HIGH PERFORMANCE VIDEO SERVICES for GROWTH & IMPACT',
        'Our Services',
        'Projects Completed',
        '13,773',
        'Views Generated',
        '+58.4M',
        'Generated for Clients',
        '+$19M',
        'About Us',
        'View All Posts',
        'Creator',
        'Influencer',
        'Scale',
        'Academy',
        'Live',
      ],
    },
    {
      name: 'about',
      path: '/about',
      status: 200,
      ready: 'h1',
      title: 'About Us - Hyperframe',
      texts: ['16+', '55.8M+', '$22M+', '2019', '2025', 'Core values', 'Join the team'],
    },
    {
      name: 'services',
      path: '/services',
      status: 200,
      ready: 'h1',
      title: 'Our Services - Hyperframe',
      texts: ['Creator', 'Influencer', 'Scale', 'Academy', 'Live', 'Explore More', 'Coming soon', 'See careers'],
    },
    {
      name: 'blog',
      path: '/blog',
      status: 200,
      ready: 'text=FEATURED',
      title: 'Professional Video Editing Blog',
      texts: ['BLOG', 'Insights and updates from the world of video creation', 'FEATURED', 'Read More', 'Content Creating', 'Audience Building', 'Video Marketing', 'Video Editing'],
    },
    {
      name: 'career',
      path: '/career',
      status: 200,
      ready: 'text=Academy blog',
      title: 'Careers - Hyperframe',
      texts: ['Work with us', 'More about us', 'Academy blog'],
    },
    {
      name: 'terms',
      path: '/terms',
      status: 200,
      ready: 'h1',
      title: 'Terms of Agreement - Hyperframe',
      texts: ['Terms of Agreement', '14 days after signing up', 'about 24 hours', 'at least 18 years old', 'United Kingdom (UK)', 'hello@hyperframe.studio'],
    },
    {
      name: 'privacy',
      path: '/privacy',
      status: 200,
      ready: 'h1',
      title: 'Privacy Policy - Hyperframe',
      texts: ['Privacy Policy', 'within one month', 'children under 13', 'hello@hyperframe.studio'],
    },
    {
      name: 'article',
      path: `/blog/${article.slug}`,
      status: 200,
      ready: 'text=Back to Blog',
      title: `${article.title} - Hyperframe`,
      texts: [article.title, 'Share', 'Back to Blog', article.category],
    },
    {
      name: 'article-missing',
      path: '/blog/no-such-article',
      status: 404,
      ready: 'text=Article Not Found',
      title: 'Article Not Found - Hyperframe',
      texts: ['Article Not Found', "The article you're looking for doesn't exist or has been removed.", 'Back to Blog'],
    },
    {
      name: 'not-found',
      path: '/no/such/page',
      status: 404,
      ready: 'text=Page Not Found',
      title: 'Page Not Found - Hyperframe',
      texts: [
        '404',
        'Page Not Found',
        "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or you entered the wrong URL.",
        'Go Home',
        'Browse Blog',
        'Go Back',
        'Contact us',
      ],
    },
  ];
}

const CHROME_TEXTS = ['Home', 'About', 'Blog', 'Career', 'Client Log in', 'SITE', 'SERVICES', 'GET IN TOUCH', 'hello@hyperframe.studio', '+44 20 3868 1773', 'London and Glasgow, UK', 'All rights reserved', 'Privacy Policy', 'Terms of Service', 'App Status Page'];

beforeAll(async () => {
  browser = await launch();
  const response = await fetch(`${baseUrl()}/api/blog/posts`);
  posts = (await response.json()) as PostSummary[];
  article = posts.find((post) => post.category === 'Video Editing') ?? posts[0];
});

afterAll(async () => {
  await browser?.close();
});

async function visit(page: Page, route: RouteCase, errors: ReturnType<typeof collectErrors>) {
  const url = `${baseUrl()}${route.path}`;
  if (route.status === 404) {
    errors.ignore404(url);
    // The missing article is also asked of the API, which answers 404 too.
    const slug = /^\/blog\/([^/]+)$/.exec(route.path)?.[1];
    if (slug) errors.ignore404(`${baseUrl()}/api/blog/posts/${slug}`);
  }
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(route.status);
  await page.waitForSelector(route.ready);
}

describe.each(THEMES)('public routes in the %s theme', (theme) => {
  describe.each(VIEWPORTS)('at $name size', (viewport) => {
    it('renders every route with the spec texts, no console errors and no serious axe violations', async () => {
      const context = await themedContext(browser, theme, viewport);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const problems: string[] = [];
      try {
        for (const route of routes()) {
          await visit(page, route, errors);
          expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
          await scrollThrough(page);
          await page.waitForTimeout(300);
          const text = await textOf(page);
          for (const expected of [...route.texts, ...CHROME_TEXTS]) {
            if (!text.includes(expected)) problems.push(`${route.path}: missing text "${expected}"`);
          }
          const title = await page.title();
          if (typeof route.title === 'string' ? title !== route.title : !route.title.test(title)) {
            problems.push(`${route.path}: title "${title}"`);
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${route.path}: ${overflow}px horizontal overflow`);
          for (const violation of await seriousViolations(page)) {
            problems.push(`${route.path}: axe ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
          }
          await screenshot(page, `${route.name}-${viewport.name}-${theme}`);
        }
        expect(problems).toEqual([]);
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});

describe('layout from 360 to 1920 px', () => {
  it.each([360, 1920])('has no horizontal overflow at %i px on any route', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const overflowing: string[] = [];
    try {
      for (const route of routes()) {
        await page.goto(`${baseUrl()}${route.path}`, { waitUntil: 'networkidle' });
        await page.waitForSelector(route.ready);
        await scrollThrough(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) overflowing.push(`${route.path}: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Sources of the images in the page that have loaded but are not visible (opacity below 1 or no height). */
function hiddenLoadedImages(page: Page): Promise<{ loaded: number; hidden: string[] }> {
  return page.evaluate(() => {
    const loaded = [...document.querySelectorAll<HTMLImageElement>('#root img')].filter((img) => img.complete && img.naturalWidth > 0);
    const hidden = loaded.filter((img) => getComputedStyle(img).opacity !== '1' || img.getBoundingClientRect().height === 0);
    return { loaded: loaded.length, hidden: hidden.map((img) => img.getAttribute('src') ?? '') };
  });
}

// A visitor's first page: the images may finish (or fail) before the page's code has hydrated.
describe('cover images on a direct visit', () => {
  it.each(VIEWPORTS)('shows every image that has loaded at $name size', async (viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      for (const route of ['/', '/blog', `/blog/${article.slug}`]) {
        await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        // Let the 300 ms fade-in finish before judging.
        await page.waitForFunction(
          () => [...document.querySelectorAll<HTMLImageElement>('#root img')].every((img) => !(img.complete && img.naturalWidth > 0) || getComputedStyle(img).opacity === '1'),
          undefined,
          { timeout: 5000 },
        ).catch(() => undefined);
        const { loaded, hidden } = await hiddenLoadedImages(page);
        expect([route, loaded > 0, hidden]).toEqual([route, true, []]);
      }
    } finally {
      await context.close();
    }
  });

  it('retries a cover that failed before hydration, then shows "Failed to load image"', async () => {
    const detail = (await (await fetch(`${baseUrl()}/api/blog/posts/${article.slug}`)).json()) as { featuredImage: string };
    // The image and its smaller widths (/media/<hash>-480w.png...): whichever srcset candidate the page picks.
    const brokenPath = new URL(detail.featuredImage, baseUrl()).pathname.replace(/\.[a-z0-9]+$/, '');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    await page.route((url) => url.pathname.startsWith(brokenPath), (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 404, body: '' });
    });
    try {
      await page.goto(`${baseUrl()}/blog/${article.slug}`, { waitUntil: 'networkidle' });
      // The article image retries 4 times from 300 ms (4.5 s in all), then gives up.
      await page.getByText('Failed to load image').first().waitFor({ timeout: 15_000 });
      expect(requests.filter((url) => /[?&]retry=4\b/.test(url))).toHaveLength(1);
      await page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      await page.getByText('Failed to load image').first().waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});

describe('behaviour in the browser', () => {
  it('persists the theme choice and defaults to dark', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
      await page.click('[data-testid="theme-toggle"]');
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(250, 250, 247)');
    } finally {
      await context.close();
    }
  });

  it('follows the OS preference in system mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
    await context.addInitScript((key) => localStorage.setItem(key, 'system'), THEME_KEY);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/about`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    } finally {
      await context.close();
    }
  });

  it('opens the mobile menu from the right and closes it when a link is chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      await page.click('button[aria-label="Open menu"]');
      const panel = page.locator('#mobile-menu');
      await panel.waitFor();
      // The panel slides in from the right edge.
      await page.waitForFunction(() => {
        const box = document.getElementById('mobile-menu')?.getBoundingClientRect();
        return !!box && Math.round(box.right) === window.innerWidth && box.left > 0;
      });
      await panel.getByRole('link', { name: 'Career' }).click();
      await page.waitForURL(`${baseUrl()}/career`);
      await panel.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('filters the blog, shows the empty state and clears the filters', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/blog?category=Video%20Editing`, { waitUntil: 'networkidle' });
      const editing = posts.filter((post) => post.category === 'Video Editing').length;
      await page.waitForSelector('text=FEATURED');
      expect(await page.getByRole('link', { name: /Read More/ }).count()).toBe(editing);
      await page.fill('input[placeholder="Search articles..."]', 'zzzz no match');
      await page.waitForSelector('text=No articles found');
      await page.click('text=Clear Filters');
      await page.waitForSelector('text=FEATURED');
      expect(await page.getByRole('link', { name: /Read More/ }).count()).toBe(posts.length);
    } finally {
      await context.close();
    }
  });

  it('scrolls to the top on navigation and matches routes case-insensitively', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/ABOUT/`, { waitUntil: 'networkidle' });
      expect(await page.title()).toBe('About Us - Hyperframe');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
      await page.waitForSelector('text=FEATURED');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('serves crawlers without JavaScript the head tags and the article text', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(`${baseUrl()}/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${article.title} - Hyperframe`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/blog/${article.slug}`);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Article', headline: article.title });
      expect(await page.locator('#root h1').textContent()).toBe(article.title);
      expect((await page.locator('#root [data-prerendered-slug]').textContent())?.length).toBeGreaterThan(500);
      expect((await page.goto(`${baseUrl()}/no/such/page`))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('paints the server-rendered pages styled before any script runs (the build-time style sheet is in the page)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      for (const route of ['/', '/blog', `/blog/${article.slug}`, '/no/such/page']) {
        await page.goto(`${baseUrl()}${route}`);
        const styled = await page.evaluate(() => {
          const selectors = [...document.styleSheets].flatMap((sheet) => {
            const rules = (list: CSSRuleList): string[] =>
              [...list].flatMap((rule) => ('cssRules' in rule && !(rule instanceof CSSStyleRule) ? rules((rule as CSSGroupingRule).cssRules) : rule instanceof CSSStyleRule ? [rule.selectorText] : []));
            return rules(sheet.cssRules);
          });
          const used = [...new Set([...document.querySelectorAll('#root [class]')].flatMap((node) => [...node.classList]).filter((name) => name.startsWith('hf-')))];
          return {
            used: used.length,
            unstyled: used.filter((name) => !selectors.some((selector) => selector.includes(`.${name}`))),
            headerPosition: getComputedStyle(document.querySelector('#root header')!).position,
            h1Font: getComputedStyle(document.querySelector('#root h1')!).fontFamily,
          };
        });
        expect({ route, ...styled, used: styled.used > 10 }).toEqual({ route, used: true, unstyled: [], headerPosition: 'fixed', h1Font: expect.stringContaining('Space Grotesk') });
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates the page the server rendered instead of drawing it again', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Tags the server's nodes as the HTML arrives; React must adopt them, not replace them.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const node of document.querySelectorAll('#root h1, #root footer')) (node as Element & { fromServer?: boolean }).fromServer = true;
      });
    });
    try {
      // The 404 pages too: the gateway serves one render per kind of miss with the path's own data
      // block put in (and its gzip assembled around it), which must hydrate like a fresh render.
      for (const route of ['/', '/blog', `/blog/${article.slug}`, '/about', '/career', '/blog/no-such-article', `/blog/missing-${Date.now()}`, '/no/such/page']) {
        await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
        const adopted = await page.evaluate(() =>
          [...document.querySelectorAll('#root h1, #root footer')].map((node) => (node as Element & { fromServer?: boolean }).fromServer === true),
        );
        expect([route, adopted]).toEqual([route, [true, true]]);
      }
    } finally {
      await context.close();
    }
  });

  it('loads the home page’s blog teaser code only as the visitor nears it, keeping the server’s markup meanwhile', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(scripts.filter((file) => /blog-teaser/.test(file))).toEqual([]);
      // The server's cards are there all along (crawlers, no-script visitors, the first paint).
      expect(await page.locator('#blog article').count()).toBeGreaterThan(0);
      await page.evaluate(() => {
        (document.querySelector('#blog h2') as Element & { fromServer?: boolean }).fromServer = true;
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });
      await page.locator('#blog').scrollIntoViewIfNeeded();
      await page.waitForResponse((response) => /blog-teaser/.test(response.url()));
      await page.waitForTimeout(500);
      // Hydrated in place (the server's node adopted), then interactive: its link navigates inside the app.
      expect(await page.evaluate(() => (document.querySelector('#blog h2') as Element & { fromServer?: boolean }).fromServer)).toBe(true);
      await page.getByRole('link', { name: 'View All Posts' }).click();
      await page.waitForSelector('text=FEATURED');
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('loads the showcase video only when asked', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The player is a third-party site that this machine cannot reach: answer it locally.
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      expect(await page.locator('iframe').count()).toBe(0);
      await page.getByRole('button', { name: /Watch the showreel/ }).click();
      await page.locator('iframe[src*="youtube-nocookie.com/embed/"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
