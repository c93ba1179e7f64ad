import type { ImageSizes } from '@app/site';

/** A published post as the public API returns it (the list omits `content`). */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content?: string;
  category: string;
  author: string | null;
  metaDescription: string | null;
  featuredImage: string | null;
  /** The image's alt text (issue 16); older answers may lack it. */
  featuredImageAlt?: string | null;
  estimatedReadTime: number;
  keywords: string[] | string | null;
  published: boolean;
  status: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt?: string | null;
  /** The sizes of its stored images (/media/...), by path: srcset, width and height (issue 28). Older answers lack it. */
  imageSizes?: ImageSizes;
}
