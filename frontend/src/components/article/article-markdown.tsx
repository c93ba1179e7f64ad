import type { ImageSizes } from '@app/site';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrerenderedArticleHtml } from '@/lib/prerendered-article';
import styles from './article.styles';
import type { Highlight } from './highlight-sentences';

// react-markdown + remark-gfm are a lazy chunk: a direct article visit reuses the server's HTML
// instead, and the other public pages never render markdown.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

function ArticleBodySkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}

/**
 * The article body: markdown rendered by react-markdown + remark-gfm (loaded on demand, with a
 * skeleton meanwhile), or, on a direct visit, the server's rendering of this exact article version
 * taken as is (see lib/prerendered-article). The admin previews use it too, with `highlights`: the
 * sentences to mark (the checks' unsupported claims).
 */
export function ArticleMarkdown({
  content,
  slug,
  updatedAt,
  highlights,
  incremental,
  imageSizes,
}: {
  content: string;
  slug?: string;
  updatedAt?: string;
  highlights?: readonly Highlight[];
  /** The studio's live preview: only the piece the admin changed is drawn again (see MarkdownRenderer). */
  incremental?: boolean;
  /** The sizes of the stored images in the text (the public post's imageSizes): their srcset, width and height. */
  imageSizes?: ImageSizes;
}) {
  const prerendered = usePrerenderedArticleHtml(slug, updatedAt);
  if (prerendered !== null) {
    return (
      <div
        className={`article-body ${styles.body}`}
        data-testid="article-body"
        data-prerendered-slug={slug}
        data-prerendered-updated={updatedAt}
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return (
    <Suspense fallback={<ArticleBodySkeleton />}>
      <div className={`article-body ${styles.body}`} data-testid="article-body">
        <MarkdownRenderer content={content} highlights={highlights} incremental={incremental} imageSizes={imageSizes} />
      </div>
    </Suspense>
  );
}
