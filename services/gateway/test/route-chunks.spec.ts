import { PAGE_KEYS, routeChunk, type FoundRoute } from '@app/site';
import path from 'node:path';
import { IndexHtml } from '../src/seo/index-html';
import { FRONTEND } from './support/frontend-dist';

/** The gateway preloads a route's code by its chunk name in the real build's manifest (no front-end source paths). */
describe('Route code chunks in the built front end', () => {
  const sut = new IndexHtml(path.join(FRONTEND, 'dist'));
  const routes: FoundRoute[] = [...PAGE_KEYS.map((key) => ({ kind: 'page' as const, key })), { kind: 'article', slug: 'x' }];

  it.each(routes.map((route) => [routeChunk(route), route]))('finds the %s chunk and what it imports', (chunk) => {
    const links = sut.modulePreloads(chunk as string);
    expect(links).toMatch(new RegExp(`^<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${chunk}-[\\w-]+\\.js">`));
    expect(links.match(/<link /g)!.length).toBeGreaterThan(1);
  });

  it('finds nothing for a chunk the build does not have', () => {
    expect(sut.modulePreloads('no-such-route')).toBe('');
  });
});
