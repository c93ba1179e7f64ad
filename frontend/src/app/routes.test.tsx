import { matchPublicRoute, SITE } from '@app/site';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '../../test/factories';
import { mockFetch, renderRoute } from '../../test/render';

const POSTS = [
  buildPost({ title: 'Editing for retention', slug: 'editing-for-retention', category: 'Video Editing', excerpt: 'Cut faster' }),
  buildPost({ title: 'Paid ads that convert', slug: 'paid-ads', category: 'Video Marketing', excerpt: 'Scale spend' }),
  buildPost({ title: 'Grow your audience', slug: 'grow', category: 'Audience Building', excerpt: 'Community first' }),
  buildPost({ title: 'Content calendars', slug: 'calendars', category: 'Content Creating', excerpt: 'Plan ahead' }),
];

beforeEach(() => {
  localStorage.clear();
  mockFetch({ '/api/blog/posts': POSTS });
});

describe('404 matching', () => {
  it.each(['/nope', '/blog/a/b', '/aboutus'])('shows the 404 page for %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about');
  });

  it.each(['/ABOUT', '/about/', '/About/'])('matches %s case-insensitively with a trailing slash', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'From the TV edit suite to your channel' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('agrees with the shared matcher the gateway uses', () => {
    expect(matchPublicRoute('/ABOUT/')).toEqual({ kind: 'page', key: 'about' });
    expect(matchPublicRoute('/Blog/')).toEqual({ kind: 'page', key: 'blog' });
    expect(matchPublicRoute('/blog/My-Post/')).toEqual({ kind: 'article', slug: 'my-post' });
    expect(matchPublicRoute('/blog/a/b')).toEqual({ kind: 'not-found' });
    expect(matchPublicRoute('/admin-login/')).toEqual({ kind: 'admin' });
  });
});

describe('shared chrome', () => {
  it('highlights the current route and opens Client Log in in a new tab', async () => {
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: 'Video editing, management and training' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Our Services' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    const login = screen.getAllByRole('link', { name: /Client Log in/ })[0];
    expect(login).toHaveAttribute('href', SITE.external.clientLogin);
    expect(login).toHaveAttribute('target', '_blank');
  });

  it('has the footer columns, contacts, legal links and the copyright line', async () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    for (const title of ['SITE', 'SERVICES', 'GET IN TOUCH']) expect(within(footer).getByText(title)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(within(footer).getByText(SITE.phone)).toBeInTheDocument();
    expect(within(footer).getByText(/London and Glasgow, UK/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Creator' })).toHaveAttribute('href', SITE.external.creator);
    expect(within(footer).getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/services');
    expect(within(footer).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/services');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'App Status Page' })).toHaveAttribute('href', SITE.external.status);
    expect(within(footer).getByText(/2025.*All rights reserved/)).toBeInTheDocument();
    for (const name of ['Facebook', 'YouTube', 'LinkedIn', 'Instagram']) {
      expect(within(footer).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('closes the mobile panel when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The panel is its own lazy chunk (MUI's Drawer): jest compiles it on first use, seconds on a busy machine.
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' }, { timeout: 20_000 });
    await user.click(within(mobile).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/blog');
  });
});

describe('theme', () => {
  it('defaults to dark and persists the choice under the product key', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAttribute('data-mode', 'dark');
    await user.click(toggle);
    expect(localStorage.getItem(SITE.themeStorageKey)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await user.click(screen.getByTestId('theme-toggle'));
    expect(localStorage.getItem(SITE.themeStorageKey)).toBe('system');
  });

  it('restores a saved choice', () => {
    localStorage.setItem(SITE.themeStorageKey, 'light');
    renderRoute('/');
    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('data-mode', 'light');
  });
});

describe('home', () => {
  it('shows the hero, counters, services and a teaser of one post per category', async () => {
    renderRoute('/');
    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('HIGH PERFORMANCE VIDEO SERVICES for GROWTH & IMPACT');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    for (const text of ['13,773', '+58.4M', '+$19M', 'Projects Completed', 'Views Generated', 'Generated for Clients']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Sections below the first screen render progressively, one task each.
    expect(await screen.findAllByTestId('service-card')).toHaveLength(5);
    await screen.findByText('Editing for retention');
    expect(screen.getByText('Paid ads that convert')).toBeInTheDocument();
    expect(screen.getByText('Grow your audience')).toBeInTheDocument();
    expect(screen.queryByText('Content calendars')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });
});

describe('blog list', () => {
  it('shows 6 skeletons, then the featured post and the rest in the grid', async () => {
    renderRoute('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'BLOG' })).toBeInTheDocument();
    expect(screen.getByText('Insights and updates from the world of video creation')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    const featured = await screen.findByText('FEATURED');
    expect(featured).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Editing for retention' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(4);
    // 'Read More' alone says nothing out of context: the title is in the link's text, hidden on screen.
    expect(screen.getByRole('link', { name: 'Read More about Editing for retention' })).toHaveTextContent(/^Read More about Editing for retention$/);
    expect(document.title).toBe('Professional Video Editing Blog');
  });

  it('filters by search text and category, and Clear Filters resets both', async () => {
    const user = userEvent.setup();
    renderRoute('/blog');
    await screen.findByText('FEATURED');
    await user.type(screen.getByPlaceholderText('Search articles...'), 'zzz');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or selecting a different category.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Video Marketing' }));
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Paid ads that convert' })).toBeInTheDocument();
  });

  it('preselects the category from the query string and ignores unknown ones', async () => {
    renderRoute('/blog?category=Audience%20Building');
    await screen.findByText('FEATURED');
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Audience Building' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to all for an unknown category', async () => {
    renderRoute('/blog?category=Unknown');
    await screen.findByText('FEATURED');
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(4);
  });
});

describe('article', () => {
  it('renders the article with react-markdown, an inert javascript: link, escaped HTML and the category CTA', async () => {
    mockFetch({
      '/api/blog/posts/paid-ads': {
        ...POSTS[1],
        content: '## Heading two\n\nA [safe link](https://example.com) and a [bad link](javascript:alert(1)).\n\n<img src=x onerror="alert(1)">\n\n- [x] done\n\n~~gone~~',
        metaDescription: 'Meta for ads',
        keywords: '["ads","vsl"]',
      },
    });
    renderRoute('/blog/paid-ads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid ads that convert' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Heading two' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByTestId('article-body')).toHaveTextContent('and a bad link.');
    expect(document.querySelector('a[href^="javascript" i]')).toBeNull();
    expect(screen.getByTestId('article-body')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('March 5, 2025', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Ready to Scale Your Video Marketing?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Scale/ })).toHaveAttribute('href', SITE.external.scale);
    expect(screen.getByRole('link', { name: /Explore Scale/ })).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(document.title).toBe(`Paid ads that convert - ${SITE.brand}`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meta for ads');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'ads, vsl');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd['@type']).toBe('Article');
    expect(jsonLd.headline).toBe('Paid ads that convert');
  });

  it('shows Article Not Found for a missing post', async () => {
    renderRoute('/blog/%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('copies the address when native share is unavailable', async () => {
    mockFetch({ '/api/blog/posts/grow': { ...POSTS[2], content: 'Body' } });
    const user = userEvent.setup();
    // user-event installs its own clipboard; watch it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderRoute('/blog/grow');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Influencer/ })).toBeInTheDocument();
  });

  it('uses native share with title, excerpt and address when available', async () => {
    mockFetch({ '/api/blog/posts/calendars': { ...POSTS[3], content: 'Body' } });
    const share = jest.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderRoute('/blog/calendars');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Content calendars', text: 'Plan ahead', url: window.location.href });
    delete (navigator as { share?: unknown }).share;
  });
});

describe('services and careers', () => {
  it('links available services out and disables Academy and Live', async () => {
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('button', { name: 'Coming soon' })).toHaveLength(2);
    screen.getAllByRole('button', { name: 'Coming soon' }).forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByRole('link', { name: /Explore More: Creator/ })).toHaveAttribute('href', SITE.external.creator);
    expect(screen.getByRole('link', { name: 'See careers' })).toHaveAttribute('href', '/career');
  });

  it('lists up to 3 Video Editing posts on the careers page', async () => {
    mockFetch({
      '/api/blog/posts': [1, 2, 3, 4].map((n) => buildPost({ title: `Edit lesson ${n}`, category: 'Video Editing' })),
    });
    renderRoute('/career');
    await screen.findByText('Edit lesson 1');
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'More Video Editing articles' })).toHaveAttribute('href', '/blog?category=Video%20Editing');
  });

  it('shows the coming-soon message without Video Editing posts', async () => {
    mockFetch({ '/api/blog/posts': [buildPost({ category: 'Video Marketing' })] });
    renderRoute('/career');
    expect(await screen.findByRole('link', { name: 'Visit the Academy' })).toHaveAttribute('href', SITE.external.academy);
  });
});

describe('legal pages', () => {
  it('states every term the spec lists, with a mailto button', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Agreement' });
    const text = document.body.textContent ?? '';
    for (const fact of ['14 days after signing up', 'end of the billing term', 'about 24 hours', 'anniversary of your registration', 'at least 18 years old', 'United Kingdom (UK)']) {
      expect(text).toContain(fact);
    }
    expect(within(screen.getByRole('main')).getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  });

  it('states the privacy facts', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = document.body.textContent ?? '';
    for (const fact of ['within one month', 'children under 13', 'United Kingdom (UK)']) expect(text).toContain(fact);
  });

  it('says in plain words what the reading statistics collect, and what they do not', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 2, name: '2. Reading statistics' });
    const text = document.body.textContent ?? '';
    for (const fact of ['how far down it you scrolled', 'the website you came from (its name only', 'utm_source, utm_medium and utm_campaign', "an article's call to action", 'It uses no cookies', 'We do not keep your IP address', 'changes every day', 'Do Not Track or Global Privacy Control', 'Known bots']) {
      expect(text).toContain(fact);
    }
  });
});

describe('navigation', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/');
    scrollTo.mockClear();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top between the studio and its login page too', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/admin-login');
    scrollTo.mockClear();
    await act(() => router.navigate('/admin'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Signed out, the studio sends the visitor back to its login page: a route change, so a scroll too.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  });
});
