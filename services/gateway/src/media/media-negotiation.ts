/**
 * True when the Accept header names image/webp (and does not refuse it with q=0). Wildcards do not
 * count: old clients send *\/* without being able to decode WebP.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** Strong comparison of one ETag with an If-None-Match list (W/ prefixes ignored, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
