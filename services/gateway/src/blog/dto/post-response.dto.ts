import { BlogPost } from '@app/contract';
import { excerptOrFallback, type ImageSizes, type PublicPost, type PublicPostSummary } from '@app/site';
import type { PublishedSummaryRow } from '../published-posts.repository';

/** A post as the public API returns it (the types are @app/site's: the server renderer's page data holds them too). */
export type { PublicPost, PublicPostSummary };

/** A post's row or entity: the excerpt falls back to the start of its content (a row carries only that start). */
type SummarySource = Omit<PublishedSummaryRow, 'contentStart' | 'featuredImageWidth' | 'featuredImageHeight'> & ({ contentStart: string } | { content: string });

/** The featured image's size from a list row (joined with media), by path. */
export function featuredImageSizes(row: Pick<PublishedSummaryRow, 'featuredImage' | 'featuredImageWidth' | 'featuredImageHeight'>): ImageSizes {
  return row.featuredImage && row.featuredImageWidth && row.featuredImageHeight ? { [row.featuredImage]: { width: row.featuredImageWidth, height: row.featuredImageHeight } } : {};
}

/** `imageSizes`: the sizes of the stored images the post shows (only the featured one's are kept in a summary). */
export function toPostSummary(post: SummarySource, imageSizes: ImageSizes = {}): PublicPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: excerptOrFallback(post.excerpt, 'contentStart' in post ? post.contentStart : post.content),
    category: post.category,
    author: post.author,
    metaDescription: post.metaDescription,
    featuredImage: post.featuredImage || null,
    featuredImageAlt: post.featuredImageAlt ?? '',
    estimatedReadTime: post.estimatedReadTime,
    keywords: post.keywords ?? [],
    published: post.published,
    status: post.status,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    imageSizes: post.featuredImage && imageSizes[post.featuredImage] ? { [post.featuredImage]: imageSizes[post.featuredImage] } : {},
  };
}

/** `imageSizes`: the sizes of the stored images it shows, featured and in the content. */
export function toPost(post: BlogPost, imageSizes: ImageSizes = {}): PublicPost {
  return { ...toPostSummary(post, imageSizes), content: post.content, imageSizes };
}
