import { ArrowForwardIcon } from '@/components/ui/icons';
import { Card, CardContent } from '@/components/ui/surface';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import a11y from '@/components/ui/visually-hidden.styles';
import { paths } from '@/config/paths';
import { CategoryBadge } from '@/components/article/category-badge';
import { postExcerpt } from '../lib/post-display';
import styles from './blog.styles';
import { PostImage } from './post-image';
import type { PublicPostSummary } from '@app/site';

/** A blog card: badge, title (2 lines), excerpt (3 lines, 2 in teasers), optional image, 'Read More'. */
export function PostCard({ post, excerptLines = 3, headingLevel = 'h3' }: { post: PublicPostSummary; excerptLines?: 2 | 3; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" className={styles.card}>
      <PostImage src={post.featuredImage} title={post.title} category={post.category} imageSizes={post.imageSizes} />
      <CardContent className={styles.cardContent}>
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <Typography component={headingLevel} variant="h5" className={styles.cardTitle}>
          {post.title}
        </Typography>
        <Typography className={excerptLines === 2 ? styles.excerpt2 : styles.excerpt3}>{postExcerpt(post)}</Typography>
        <Link
          component={LinkBehavior}
          href={paths.article(post.slug)}
          className={styles.readMore}
        >
          Read More
          {/* The title makes the link's name descriptive for screen readers and crawlers alike. */}
          <span className={a11y.visuallyHidden}>{` about ${post.title}`}</span>{' '}
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
