import { BlogPost } from '@app/contract';
import { excerptOrFallback, type PublicPost, type PublicPostSummary } from '@app/site';
import type { PublishedSummaryRow } from '../blog.service';

/** A post as the public API returns it (the types are @app/site's: the server renderer's page data holds them too). */
export type { PublicPost, PublicPostSummary };

/** A post's row or entity: the excerpt falls back to the start of its content (a row carries only that start). */
type SummarySource = Omit<PublishedSummaryRow, 'contentStart'> & ({ contentStart: string } | { content: string });

export function toPostSummary(post: SummarySource): PublicPostSummary {
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
  };
}

export function toPost(post: BlogPost): PublicPost {
  return { ...toPostSummary(post), content: post.content };
}
