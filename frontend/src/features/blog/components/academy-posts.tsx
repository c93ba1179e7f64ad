import { ACADEMY_QUERY, SITE } from '@app/site';
import { Button } from '@/components/ui/button';
import { Paper } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { usePostsPage } from '../api/get-posts-page';
import styles from './blog.styles';
import { PostGrid } from './post-grid';

const ACADEMY_CATEGORY = 'Video Editing';

/** Careers: up to 3 Video Editing posts, or a coming-soon note with 'Visit the Academy'. */
export function AcademyPosts() {
  const posts = usePostsPage(ACADEMY_QUERY);
  const academy = posts.data?.items ?? [];
  const empty = !posts.isLoading && academy.length === 0;
  return (
    <Section id="academy-blog" labelledBy="academy-blog-title" tone="paper">
      <SectionHeading
        id="academy-blog-title"
        eyebrow="Academy blog"
        title="Learn the craft from our editors"
        lead="Editing lessons written by the people who will coach you."
      />
      {empty ? (
        <Paper variant="outlined" className={styles.academyEmpty}>
          <Typography variant="h4" component="h3">
            Academy articles are coming soon
          </Typography>
          <Typography className={styles.academyNote}>
            Our editors are writing the first lessons. In the meantime, see what the Academy offers.
          </Typography>
          <Button href={SITE.external.academy} target="_blank" rel="noopener noreferrer" variant="contained" size="large" className={styles.mt3}>
            Visit the Academy
          </Button>
        </Paper>
      ) : (
        <>
          <PostGrid posts={academy} loading={posts.isLoading} loadingCount={3} excerptLines={2} />
          <div className={styles.academyMore}>
            <Button component={LinkBehavior} href={paths.blogCategory(ACADEMY_CATEGORY)} variant="outlined" size="large">
              More Video Editing articles
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}
