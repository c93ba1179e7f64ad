import Box from '@mui/system/Box';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Card, CardContent } from '@/components/ui/surface';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { CategoryBadge } from '@/components/article/category-badge';
import { postExcerpt } from '../lib/post-display';
import { PostImage } from './post-image';
import type { PublicPostSummary } from '@app/site';

export const clampLines = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/** A blog card: badge, title (2 lines), excerpt (3 lines, 2 in teasers), optional image, 'Read More'. */
export function PostCard({ post, excerptLines = 3, headingLevel = 'h3' }: { post: PublicPostSummary; excerptLines?: number; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        position: 'relative',
        '&:hover': { transform: 'translateY(-4px)', borderColor: 'primary.main' },
        '&:hover img': { transform: 'scale(1.04)' },
        '& img': { transition: 'transform 400ms ease' },
      }}
    >
      <PostImage src={post.featuredImage} title={post.title} category={post.category} imageSizes={post.imageSizes} />
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1, gap: 1.5 }}>
        <Box>
          <CategoryBadge category={post.category} />
        </Box>
        <Typography component={headingLevel} variant="h5" sx={{ ...clampLines(2), fontSize: 21, lineHeight: 1.3 }}>
          {post.title}
        </Typography>
        <Typography sx={{ ...clampLines(excerptLines), color: 'text.secondary', lineHeight: 1.6 }}>{postExcerpt(post)}</Typography>
        <Link
          component={LinkBehavior}
          href={paths.article(post.slug)}
          sx={{
            mt: 'auto',
            pt: 1,
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            color: 'primary.main',
            // The whole card is clickable through the link's stretched area.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          Read More
          {/* The title makes the link's name descriptive for screen readers and crawlers alike. */}
          <Box component="span" sx={visuallyHidden}>
            {` about ${post.title}`}
          </Box>{' '}
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
