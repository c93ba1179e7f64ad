import { BlogPost } from '@app/contract';
import { excerptOrFallback } from '@app/site';

/** A post as the public API returns it. The list omits `content` to stay light. */
export interface PublicPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  author: string;
  metaDescription: string;
  featuredImage: string | null;
  /** The featured image's alt text; '' when none is written. */
  featuredImageAlt: string;
  estimatedReadTime: number;
  keywords: string[];
  published: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface PublicPost extends PublicPostSummary {
  content: string;
}

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
