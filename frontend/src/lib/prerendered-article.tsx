import { createContext, useContext, type ReactNode } from 'react';

/**
 * On a direct visit to an article the server renders its body HTML with the same rules as the app's
 * react-markdown renderer (GFM, raw HTML as text, safeUrl links, the same element attributes; see the
 * gateway's seo/article-html). The page hydrates that HTML as is, so a visitor's first article needs
 * neither a re-render nor the markdown chunk. The server passes it in; the browser reads it back from
 * the server's HTML before hydrating.
 */
export interface PrerenderedArticle {
  slug: string;
  updatedAt: string;
  html: string;
}

const PrerenderedArticleContext = createContext<PrerenderedArticle | null>(null);

export const PRERENDERED_BODY_SELECTOR = '[data-prerendered-slug][data-prerendered-updated]';

export function PrerenderedArticleProvider({ value, children }: { value: PrerenderedArticle | null; children: ReactNode }) {
  return <PrerenderedArticleContext.Provider value={value}>{children}</PrerenderedArticleContext.Provider>;
}

/** The article body the server rendered into the page, if any. */
export function capturePrerenderedArticle(root: ParentNode): PrerenderedArticle | null {
  const body = root.querySelector<HTMLElement>(PRERENDERED_BODY_SELECTOR);
  return body ? { slug: body.dataset.prerenderedSlug ?? '', updatedAt: body.dataset.prerenderedUpdated ?? '', html: body.innerHTML } : null;
}

/** The server's HTML for this exact version of the article, if the page arrived with it. */
export function usePrerenderedArticleHtml(slug: string | undefined, updatedAt: string | undefined): string | null {
  const prerendered = useContext(PrerenderedArticleContext);
  if (!prerendered || !slug || !updatedAt || prerendered.slug !== slug) return null;
  return new Date(prerendered.updatedAt).getTime() === new Date(updatedAt).getTime() ? prerendered.html : null;
}
