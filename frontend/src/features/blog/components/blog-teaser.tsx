import { TEASER_QUERIES } from '@app/site';
import { Button } from '@/components/ui/button';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { usePostsPages } from '../api/get-posts-page';
import { pickTeaserPosts } from '../lib/post-display';
import styles from './blog.styles';
import { PostGrid } from './post-grid';

/** Home: up to 3 posts, one per category, with 'View All Posts'. */
export function BlogTeaser() {
  // The newest post of each category it may show: four reads of one post, whatever the size of the blog.
  const reads = usePostsPages(TEASER_QUERIES);
  const loading = reads.some((read) => read.isLoading);
  const teaser = pickTeaserPosts(reads.flatMap((read) => read.data?.items ?? []));
  return (
    <Section id="blog" labelledBy="blog-teaser-title">
      <div className={styles.teaserHead}>
        <SectionHeading
          id="blog-teaser-title"
          eyebrow="From the blog"
          title="Insights from the edit suite"
          lead="Editing, marketing and audience-building lessons from editors with television backgrounds."
        />
        <Button component={LinkBehavior} href={paths.blog} variant="outlined" size="large" className={styles.teaserButton}>
          View All Posts
        </Button>
      </div>
      <PostGrid posts={teaser} loading={loading} loadingCount={3} excerptLines={2} />
    </Section>
  );
}
