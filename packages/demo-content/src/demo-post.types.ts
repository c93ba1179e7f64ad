/** A hand-written demo article, as an author would submit it (slug and read time are derived). */
export interface DemoPostSource {
  title: string;
  category: string;
  author: string;
  excerpt: string;
  metaDescription: string;
  keywords: string[];
  /** ISO date: publication date shown on the blog. */
  publishedOn: string;
  content: string;
}

export interface DemoPost extends Omit<DemoPostSource, 'publishedOn'> {
  slug: string;
  estimatedReadTime: number;
  createdAt: Date;
}
