import { BlogPost } from '@app/contract';
import { excerptOrFallback, type PublicPost, type PublicPostSummary } from '@app/site';

/** A post as the public API returns it (the types are @app/site's: the server renderer's page data holds them too). */
export type { PublicPost, PublicPostSummary };

export function toPostSummary(post: BlogPost): PublicPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: excerptOrFallback(post.excerpt, post.content),
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
