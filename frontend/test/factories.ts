import type { BlogPost } from '@/features/blog/types';

let nextId = 1;

export function buildPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = nextId++;
  return {
    id,
    title: `Post number ${id}`,
    slug: `post-number-${id}`,
    excerpt: `Excerpt of post ${id}`,
    category: 'Video Editing',
    author: 'Hyperframe Team',
    metaDescription: null,
    featuredImage: null,
    estimatedReadTime: 5,
    keywords: ['editing'],
    published: true,
    status: 'published',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-06T10:00:00.000Z',
    publishedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}
