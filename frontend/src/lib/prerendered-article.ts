/**
 * On a direct visit to an article the server has already rendered its body into #root, with the same
 * rules as the app's react-markdown renderer (GFM, raw HTML as text, safeUrl links, the same element
 * attributes). The app keeps that HTML before it takes over the page, so it neither re-renders it nor
 * downloads the markdown chunk for the first article a visitor opens.
 */
interface PrerenderedArticle {
  slug: string;
  updatedAt: string;
  html: string;
}

let prerendered: PrerenderedArticle | null = null;

export const PRERENDERED_BODY_SELECTOR = '.ssr-article-body[data-slug][data-updated]';

export function capturePrerenderedArticle(root: ParentNode): void {
  const body = root.querySelector<HTMLElement>(PRERENDERED_BODY_SELECTOR);
  prerendered = body
    ? { slug: body.dataset.slug ?? '', updatedAt: body.dataset.updated ?? '', html: body.innerHTML }
    : null;
}

/** The server's HTML for this exact version of the article, if the page arrived with it. */
export function prerenderedArticleHtml(slug: string, updatedAt: string): string | null {
  if (!prerendered || prerendered.slug !== slug) return null;
  return new Date(prerendered.updatedAt).getTime() === new Date(updatedAt).getTime() ? prerendered.html : null;
}
