import { PAGE_KEYS, PAGES } from './pages';
import {
  isValidSlug,
  matchPublicRoute,
  pageUrl,
  postQueryKey,
  postsQueryKey,
  PUBLIC_CACHE_KEYS,
  PUBLIC_ROUTES,
  routeChunk,
  SLUG_MAX_LENGTH,
} from './routes';
import { slugify } from './blog/post-rules';

describe('PUBLIC_ROUTES', () => {
  describe(matchPublicRoute.name, () => {
    it('matches every page by its path, case-insensitively and with one trailing slash', () => {
      for (const key of PAGE_KEYS) {
        const path = PAGES[key].path;
        expect(matchPublicRoute(path)).toEqual({ kind: 'page', key });
        expect(matchPublicRoute(path.toUpperCase())).toEqual({ kind: 'page', key });
        if (path !== '/') expect(matchPublicRoute(`${path}/`)).toEqual({ kind: 'page', key });
      }
      expect(matchPublicRoute('/about//')).toEqual({ kind: 'not-found' });
    });

    it('matches an article by one segment under /blog, decoded and lowercased', () => {
      expect(matchPublicRoute('/blog/My-Post/')).toEqual({ kind: 'article', slug: 'my-post' });
      expect(matchPublicRoute('/blog/vid%C3%A9o')).toEqual({ kind: 'article', slug: 'vidéo' });
      // Not valid URI escapes: kept as they are (still that article's 404, never an error).
      expect(matchPublicRoute('/blog/%E0%A4%A')).toEqual({ kind: 'article', slug: '%e0%a4%a' });
      expect(matchPublicRoute('/blog/a/b')).toEqual({ kind: 'not-found' });
      expect(matchPublicRoute('/blog//')).toEqual({ kind: 'not-found' });
    });

    it('tells the studio and everything else apart', () => {
      expect(matchPublicRoute('/ADMIN')).toEqual({ kind: 'admin' });
      expect(matchPublicRoute('/admin-login/')).toEqual({ kind: 'admin' });
      expect(matchPublicRoute('/admin/x')).toEqual({ kind: 'not-found' });
      expect(matchPublicRoute('/nope')).toEqual({ kind: 'not-found' });
    });

    it('asks each entry at most once, in order, and stops at the first match', () => {
      const spies = (['page', 'admin', 'article'] as const).map((name) => jest.spyOn(PUBLIC_ROUTES[name], 'match'));
      matchPublicRoute('/blog/x');
      expect(spies.map((spy) => spy.mock.calls)).toEqual([[['/blog/x']], [['/blog/x']], [['/blog/x']]]);
      for (const spy of spies) spy.mockClear();
      matchPublicRoute('/About/');
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([1, 0, 0]);
      for (const spy of spies) spy.mockRestore();
    });
  });

  describe('the slug rule', () => {
    it('accepts what slugify makes and the schema holds, nothing else', () => {
      expect(isValidSlug(slugify('How to Edit: Part 2!'))).toBe(true);
      expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
      for (const slug of ['', 'a'.repeat(SLUG_MAX_LENGTH + 1), 'Upper', 'vidéo', 'a b', 'a/b', 'a\u0000b', '%3cscript%3e', 'a_b']) {
        expect([slug, isValidSlug(slug)]).toEqual([slug, false]);
      }
    });

    it('is the rule the article route applies', () => {
      expect(PUBLIC_ROUTES.article.isValidSlug).toBe(isValidSlug);
    });
  });

  describe('keys', () => {
    it('renders and caches every variant of a page under one URL', () => {
      expect(pageUrl({ kind: 'page', key: 'about' }, '?utm_source=x')).toBe('/about');
      expect(pageUrl({ kind: 'page', key: 'blog' }, '?category=Video%20Marketing&utm_source=x')).toBe('/blog?category=Video+Marketing');
      expect(pageUrl({ kind: 'page', key: 'blog' }, '?category=Unknown')).toBe('/blog');
      expect(pageUrl({ kind: 'article', slug: 'my-post' }, '?category=Video%20Marketing')).toBe('/blog/my-post');
      expect(pageUrl({ kind: 'article', slug: 'vidéo <x>' })).toBe('/blog/vid%C3%A9o%20%3Cx%3E');
    });

    it('gives the public cache one key per body', () => {
      expect(PUBLIC_CACHE_KEYS.posts).toBe('posts');
      expect(PUBLIC_CACHE_KEYS.post('my-post')).toBe('/api/blog/posts/my-post');
      expect(PUBLIC_CACHE_KEYS.post('my-post')).toBe(postQueryKey('my-post').join('/'));
      expect(PUBLIC_CACHE_KEYS.page(pageUrl(matchPublicRoute('/BLOG/My-Post/') as never))).toBe('/blog/my-post');
      expect(PUBLIC_CACHE_KEYS.page('/blog?category=Video+Marketing')).toBe('/blog?category=Video+Marketing');
      expect(PUBLIC_CACHE_KEYS.feed('rss')).toBe('feed:rss');
    });

    it("gives the browser's reads their URL as query keys", () => {
      expect(postsQueryKey()).toEqual(['/api/blog/posts']);
      expect(postQueryKey('vidéo').join('/')).toBe('/api/blog/posts/vid%C3%A9o');
    });

    it("names each found route's code chunk", () => {
      expect(routeChunk({ kind: 'page', key: 'home' })).toBe('home');
      expect(routeChunk({ kind: 'article', slug: 'x' })).toBe('article');
    });
  });
});
