import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { capturePrerenderedArticle, PrerenderedArticleProvider, usePrerenderedArticleHtml, type PrerenderedArticle } from './prerendered-article';

describe('prerendered article', () => {
  function root(html: string) {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  }

  function htmlFor(value: PrerenderedArticle | null, slug: string, updatedAt: string) {
    const wrapper = ({ children }: { children: ReactNode }) => <PrerenderedArticleProvider value={value}>{children}</PrerenderedArticleProvider>;
    return renderHook(() => usePrerenderedArticleHtml(slug, updatedAt), { wrapper }).result.current;
  }

  it('reads the server HTML of the page and reuses it for the same slug and version only', () => {
    const captured = capturePrerenderedArticle(
      root('<article><div class="article-body" data-prerendered-slug="my-post" data-prerendered-updated="2025-03-06T10:00:00.000Z"><h2>Hi</h2></div></article>'),
    );
    expect(captured).toEqual({ slug: 'my-post', updatedAt: '2025-03-06T10:00:00.000Z', html: '<h2>Hi</h2>' });
    expect(htmlFor(captured, 'my-post', '2025-03-06T10:00:00.000Z')).toBe('<h2>Hi</h2>');
    expect(htmlFor(captured, 'my-post', '2025-03-07T10:00:00.000Z')).toBeNull();
    expect(htmlFor(captured, 'other-post', '2025-03-06T10:00:00.000Z')).toBeNull();
  });

  it('has nothing when the page arrived without an article', () => {
    const captured = capturePrerenderedArticle(root('<main><h1>Page Not Found</h1></main>'));
    expect(captured).toBeNull();
    expect(htmlFor(captured, 'my-post', '2025-03-06T10:00:00.000Z')).toBeNull();
  });
});
