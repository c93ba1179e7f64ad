import { PAGES, PAGE_KEYS, type PageKey } from './pages';

export type PublicRoute =
  | { kind: 'page'; key: PageKey }
  | { kind: 'article'; slug: string }
  | { kind: 'admin' }
  | { kind: 'not-found' };

/** Spec §2: path matching is case-insensitive and tolerates one trailing slash. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Which screen a path shows; the gateway uses it to pick head tags and the 404 status. */
export function matchPublicRoute(pathname: string): PublicRoute {
  const path = normalizePath(pathname);
  const key = PAGE_KEYS.find((candidate) => PAGES[candidate].path === path);
  if (key) return { kind: 'page', key };
  if (path === '/admin' || path === '/admin-login') return { kind: 'admin' };
  const article = /^\/blog\/([^/]+)$/.exec(path);
  if (article) return { kind: 'article', slug: safeDecode(article[1]) };
  return { kind: 'not-found' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
