/** The longest old address kept (the legacy_urls key's width). */
export const LEGACY_PATH_MAX_LENGTH = 500;

/** WordPress's query-string addresses of a post (`/?p=123`) or a page (`/?page_id=7`). */
const QUERY_IDS = ['p', 'page_id'] as const;

/**
 * The key an old address is stored and looked up under: the path decoded, lowercased, without its trailing
 * slash (`/2019/05/My-Post/` → `/2019/05/my-post`); for WordPress's `/?p=123` the id query alone. Null for
 * what can never be an old post's address (the home page itself, an over-long or malformed path).
 */
export function legacyPathKey(pathname: string, search = ''): string | null {
  if (!pathname.startsWith('/')) return null;
  if (pathname === '/' || pathname === '') {
    const query = new URLSearchParams(search);
    for (const name of QUERY_IDS) {
      const id = query.get(name);
      if (id && /^\d{1,12}$/.test(id)) return `/?${name}=${Number(id)}`;
    }
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const key = decoded.toLowerCase().replace(/\/+$/, '');
  if (!key || key.length > LEGACY_PATH_MAX_LENGTH || /[\s\u0000-\u001f]/.test(key)) return null;
  return key;
}

/** The key of an old address given as a whole URL or a path (`https://old.blog/2019/05/x/` → `/2019/05/x`). */
export function legacyUrlKey(address: string): string | null {
  try {
    const url = new URL(address, 'http://old.invalid');
    return legacyPathKey(url.pathname, url.search);
  } catch {
    return null;
  }
}
