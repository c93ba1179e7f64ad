import type { ImageSizes } from '../media-image';

/** A published post as the public read API answers it (GET /api/blog/posts/:slug). */
export interface PublicPost extends PublicPostSummary {
  content: string;
  /** The stored images the post shows (featured and in the content), by path: srcset and width/height (responsiveImage). */
  imageSizes: ImageSizes;
}

/** A post in the public list (GET /api/blog/posts): everything but `content`, to stay light. */
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
  /** The featured image's size when it is a stored image (/media/...), by path; {} otherwise. */
  imageSizes: ImageSizes;
}
