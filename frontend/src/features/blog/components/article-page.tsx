import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { ARTICLE_NOT_FOUND_META, articleHeadInput, IMAGE_SLOT_SIZES, pageHeadInput, responsiveImage, type PublicPost } from '@app/site';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ArrowBackIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
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
import { ShareButton } from './share-button';

function BackToBlog({ label = 'Back to Blog' }: { label?: string }) {
  return (
    <Link component={LinkBehavior} href={paths.blog} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}>
      <ArrowBackIcon fontSize="small" aria-hidden="true" /> {label}
    </Link>
  );
}

export function ArticleSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }} aria-busy="true" aria-label="Loading article">
      <Skeleton width={120} />
      <Skeleton width={140} height={32} sx={{ mt: 3 }} />
      <Skeleton height={72} />
      <Skeleton height={72} width="70%" />
      <Skeleton variant="rectangular" height={360} sx={{ mt: 4, borderRadius: 4 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} sx={{ mt: 1 }} />
      ))}
    </Container>
  );
}

export function ArticleNotFound() {
  usePageHead(pageHeadInput(ARTICLE_NOT_FOUND_META));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 12, md: 18 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1">
        Article Not Found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18 }}>
        The article you're looking for doesn't exist or has been removed.
      </Typography>
      <Button component={LinkBehavior} href={paths.blog} variant="contained" size="large" startIcon={<ArrowBackIcon />} sx={{ mt: 4 }}>
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
    <Box component="article">
      <Container maxWidth="md" sx={{ pt: { xs: 5, md: 8 } }}>
        <BackToBlog />
        <Stack spacing={2.5} sx={{ mt: 4 }}>
          <Box>
            <CategoryBadge category={post.category} />
          </Box>
          <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(2.25rem, 5vw, 4rem)' }}>
            {post.title}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ color: 'text.secondary', fontWeight: 500 }}>
              <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
              {post.author ? ` · ${post.author}` : ''}
              {post.estimatedReadTime ? ` · ${post.estimatedReadTime} min read` : ''}
            </Typography>
            <ShareButton title={post.title} text={excerpt} />
          </Stack>
        </Stack>
      </Container>
      {post.featuredImage && cover && (
        <Container maxWidth="lg" sx={{ mt: { xs: 4, md: 6 } }}>
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
            sx={{ borderRadius: { xs: 3, md: 5 }, aspectRatio: '1200 / 630', bgcolor: 'action.hover' }}
          />
        </Container>
      )}
      <Container maxWidth="md" sx={{ pb: { xs: 10, md: 14 } }}>
        <Typography sx={{ mt: { xs: 4, md: 6 }, fontSize: { xs: 20, md: 23 }, lineHeight: 1.6, fontWeight: 500 }}>{excerpt}</Typography>
        <ArticleMarkdown content={post.content ?? ''} slug={post.slug} updatedAt={post.updatedAt} imageSizes={post.imageSizes} />
        <ArticleCta category={post.category} />
        <Box sx={{ mt: 6 }}>
          <BackToBlog />
        </Box>
      </Container>
    </Box>
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
