import { ARTICLE_NOT_FOUND_META, articleHeadInput, IMAGE_SLOT_SIZES, pageHeadInput, responsiveImage, type PublicPost } from '@app/site';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ArrowBackIcon } from './blog-icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { Typography } from '@/components/ui/typography';
import { ResilientImage } from '@/components/ui/resilient-image';
import { LinkBehavior } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { ArticleMarkdown } from '@/components/article/article-markdown';
import { CategoryBadge } from '@/components/article/category-badge';
import { usePost } from '../api/get-post';
import { parseKeywords, postExcerpt, formatPostDate } from '../lib/post-display';
import { ArticleCta } from './article-cta';
import styles from './article-page.styles';
import { ShareButton } from './share-button';

function BackToBlog({ label = 'Back to Blog' }: { label?: string }) {
  return (
    <Link component={LinkBehavior} href={paths.blog} className={styles.back}>
      <ArrowBackIcon fontSize="small" aria-hidden="true" /> {label}
    </Link>
  );
}

export function ArticleSkeleton() {
  return (
    <Container maxWidth="md" className={styles.skeleton} aria-busy="true" aria-label="Loading article">
      <Skeleton width={120} />
      <Skeleton width={140} height={32} className={styles.mt3} />
      <Skeleton height={72} />
      <Skeleton height={72} width="70%" />
      <Skeleton variant="rectangular" height={360} className={styles.coverSkeleton} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className={styles.mt1} />
      ))}
    </Container>
  );
}

export function ArticleNotFound() {
  usePageHead(pageHeadInput(ARTICLE_NOT_FOUND_META));
  return (
    <Container maxWidth="sm" className={styles.notFound}>
      <Typography variant="h2" component="h1">
        Article Not Found
      </Typography>
      <Typography className={styles.notFoundText}>
        The article you're looking for doesn't exist or has been removed.
      </Typography>
      <Button component={LinkBehavior} href={paths.blog} variant="contained" size="large" startIcon={<ArrowBackIcon />} className={styles.mt4}>
        Back to Blog
      </Button>
    </Container>
  );
}

function Article({ post }: { post: PublicPost }) {
  const keywords = parseKeywords(post.keywords);
  usePageHead(articleHeadInput({ ...post, excerpt: postExcerpt(post), keywords }));
  const excerpt = postExcerpt(post);
  const cover = post.featuredImage ? responsiveImage(post.featuredImage, post.imageSizes, IMAGE_SLOT_SIZES.articleCover) : null;
  return (
    <article>
      <Container maxWidth="md" className={styles.head}>
        <BackToBlog />
        <div className={styles.headStack}>
          <div>
            <CategoryBadge category={post.category} />
          </div>
          <Typography variant="h1" component="h1" className={styles.title}>
            {post.title}
          </Typography>
          <div className={styles.meta}>
            <Typography className={styles.byline}>
              <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
              {post.author ? ` · ${post.author}` : ''}
              {post.estimatedReadTime ? ` · ${post.estimatedReadTime} min read` : ''}
            </Typography>
            <ShareButton title={post.title} text={excerpt} />
          </div>
        </div>
      </Container>
      {post.featuredImage && cover && (
        <Container maxWidth="lg" className={styles.coverBand}>
          <ResilientImage
            src={post.featuredImage}
            srcSet={cover.srcSet}
            sizes={cover.sizes}
            alt={post.featuredImageAlt?.trim() || post.title}
            maxRetries={4}
            retryDelay={300}
            loading="eager"
            fetchPriority="high"
            width={cover.width ?? 1200}
            height={cover.height ?? 630}
            className={styles.cover}
          />
        </Container>
      )}
      <Container maxWidth="md" className={styles.body}>
        <Typography className={styles.excerpt}>{excerpt}</Typography>
        <ArticleMarkdown content={post.content ?? ''} slug={post.slug} updatedAt={post.updatedAt} imageSizes={post.imageSizes} />
        <ArticleCta category={post.category} />
        <div className={styles.end}>
          <BackToBlog />
        </div>
      </Container>
    </article>
  );
}

/** /blog/:slug: skeleton, then the article or 'Article Not Found'. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const post = usePost(slug.toLowerCase());
  const navigate = useNavigate();
  const current = post.data?.slug;
  // An old address (the API followed its 301 to the renamed post): show the post's own address.
  useEffect(() => {
    if (current && current !== slug.toLowerCase()) navigate(paths.article(current), { replace: true });
  }, [current, slug, navigate]);
  if (post.isLoading) return <ArticleSkeleton />;
  if (post.isError || !post.data) return <ArticleNotFound />;
  return <Article post={post.data} />;
}
