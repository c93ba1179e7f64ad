import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue } from 'react';
import { ArticleMarkdown } from '@/components/article/article-markdown';
import { CategoryBadge } from '@/components/article/category-badge';
import type { Highlight } from '@/components/article/highlight-sentences';
import { StudioImage } from '@/components/studio/studio-image';
import { headingFont } from '@/theme/fonts';

export interface ArticlePreviewProps {
  title: string;
  category: string;
  author: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  /** Sentences to mark where they stand (the checks' unsupported claims and banned phrases). */
  highlights?: readonly Highlight[];
}

/** The body renders from a deferred copy of the text: typing never waits for the markdown to redraw. */
const Body = memo(function Body({ content, highlights }: { content: string; highlights?: readonly Highlight[] }) {
  return <ArticleMarkdown content={content} highlights={highlights} incremental />;
});

/**
 * The article as a visitor will read it: the public article's renderer and allow-list
 * (components/article), its category badge, title, byline, image and excerpt, drawn as the admin types.
 */
export const ArticlePreview = memo(function ArticlePreview({ title, category, author, excerpt, content, featuredImage, featuredImageAlt, highlights }: ArticlePreviewProps) {
  const deferred = useDeferredValue(content);
  return (
    <Box component="article" aria-label="Preview" data-testid="article-preview" sx={{ px: { xs: 2, sm: 3 }, py: 2.5, maxWidth: 820, mx: 'auto' }}>
      <Stack spacing={2}>
        <Box>
          <CategoryBadge category={category} />
        </Box>
        <Typography component="h1" sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: { xs: 28, md: 36 }, lineHeight: 1.15, letterSpacing: '-0.02em' }}>
          {title || 'Untitled'}
        </Typography>
        {author ? (
          <Typography variant="body2" color="text.secondary">
            {author}
          </Typography>
        ) : null}
        {featuredImage?.trim() ? (
          <StudioImage src={featuredImage.trim()} alt={featuredImageAlt.trim() || title} maxRetries={0} sx={{ borderRadius: 3, aspectRatio: '1200 / 630', bgcolor: 'action.hover' }} />
        ) : null}
        {excerpt ? <Typography sx={{ fontSize: 19, lineHeight: 1.6, fontWeight: 500 }}>{excerpt}</Typography> : null}
      </Stack>
      <Body content={deferred} highlights={highlights} />
    </Box>
  );
});
