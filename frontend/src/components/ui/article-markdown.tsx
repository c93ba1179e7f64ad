import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import { useEffect, useState } from 'react';
import { prerenderedArticleHtml } from '@/lib/prerendered-article';
import { headingFont } from '@/theme/theme';

type Render = (source: string) => string;

/**
 * The article body, rendered from markdown by the shared sanitizing renderer (lib/markdown.ts, loaded
 * on demand), or taken as is from the server's rendering of the same article version. The admin
 * previews can use it too.
 */
export function ArticleMarkdown({ content, slug, updatedAt }: { content: string; slug?: string; updatedAt?: string }) {
  const prerendered = slug && updatedAt ? prerenderedArticleHtml(slug, updatedAt) : null;
  const [render, setRender] = useState<Render | null>(null);
  useEffect(() => {
    if (prerendered !== null) return;
    let active = true;
    void import('@/lib/markdown').then(({ renderArticleMarkdown }) => {
      if (active) setRender(() => renderArticleMarkdown);
    });
    return () => {
      active = false;
    };
  }, [prerendered]);

  const html = prerendered ?? (render ? render(content) : null);
  if (html === null) {
    return (
      <Box aria-busy="true" sx={{ mt: 4 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      className="article-body"
      data-testid="article-body"
      sx={{
        fontSize: { xs: 17, md: 19 },
        lineHeight: 1.8,
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
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
