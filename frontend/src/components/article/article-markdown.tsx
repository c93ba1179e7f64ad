import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';
import type { ImageSizes } from '@app/site';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { usePrerenderedArticleHtml } from '@/lib/prerendered-article';
import { headingFont } from '@/theme/fonts';
import type { Highlight } from './highlight-sentences';

// react-markdown + remark-gfm are a lazy chunk: a direct article visit reuses the server's HTML
// instead, and the other public pages never render markdown.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

const articleBodySx: SxProps<Theme> = {
  fontSize: { xs: 17, md: 19 },
  lineHeight: 1.8,
  // A word longer than the column (a long URL, an article shown as its text) wraps instead of widening the page.
  overflowWrap: 'break-word',
  '& h1, & h2, & h3, & h4': { fontFamily: headingFont, lineHeight: 1.2, mt: 6, mb: 2, letterSpacing: '-0.02em' },
  '& h1': { fontSize: '2.2rem' },
  '& h2': { fontSize: '1.9rem' },
  '& h3': { fontSize: '1.45rem' },
  '& p, & ul, & ol, & table, & blockquote, & pre': { my: 2.5 },
  '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 3 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 3, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
  '& code': { fontSize: '0.9em', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1 },
  '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 2, overflowX: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& li:has(> input[type=checkbox])': { listStyle: 'none', ml: -3 },
  '& .footnotes': { fontSize: '0.9em', color: 'text.secondary', borderTop: 1, borderColor: 'divider', mt: 6 },
  // The footnotes section's heading is for screen readers only (remark-gfm labels it "sr-only").
  '& .sr-only': visuallyHidden,
  // The studio's previews: an unsupported claim where it stands in the text.
  '& mark': { bgcolor: 'rgba(239, 68, 68, 0.18)', color: 'inherit', px: 0.25, borderRadius: 0.5, boxShadow: 'inset 0 -2px 0 rgba(239, 68, 68, 0.7)' },
  // A banned phrase (the editor's preview): amber where a claim is red.
  '& mark[data-testid="banned-in-text"]': { bgcolor: 'rgba(245, 158, 11, 0.22)', boxShadow: 'inset 0 -2px 0 rgba(245, 158, 11, 0.85)' },
};

function ArticleBodySkeleton() {
  return (
    <Box aria-busy="true" sx={{ mt: 4 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </Box>
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
      <Box
        className="article-body"
        data-testid="article-body"
        data-prerendered-slug={slug}
        data-prerendered-updated={updatedAt}
        sx={articleBodySx}
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return (
    <Suspense fallback={<ArticleBodySkeleton />}>
      <Box className="article-body" data-testid="article-body" sx={articleBodySx}>
        <MarkdownRenderer content={content} highlights={highlights} incremental={incremental} imageSizes={imageSizes} />
      </Box>
    </Suspense>
  );
}
