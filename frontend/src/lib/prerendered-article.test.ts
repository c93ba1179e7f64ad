import { capturePrerenderedArticle, prerenderedArticleHtml } from './prerendered-article';

describe('prerendered article', () => {
  function root(html: string) {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  }

  it('reuses the server HTML for the same slug and version only', () => {
    capturePrerenderedArticle(
      root('<article><div class="ssr-article-body" data-slug="my-post" data-updated="2025-03-06T10:00:00.000Z"><h2>Hi</h2></div></article>'),
    );
    expect(prerenderedArticleHtml('my-post', '2025-03-06T10:00:00.000Z')).toBe('<h2>Hi</h2>');
    expect(prerenderedArticleHtml('my-post', '2025-03-07T10:00:00.000Z')).toBeNull();
    expect(prerenderedArticleHtml('other-post', '2025-03-06T10:00:00.000Z')).toBeNull();
  });

  it('has nothing when the page arrived without an article', () => {
    capturePrerenderedArticle(root('<section class="ssr-article"><h1>Page Not Found</h1></section>'));
    expect(prerenderedArticleHtml('my-post', '2025-03-06T10:00:00.000Z')).toBeNull();
  });
});
