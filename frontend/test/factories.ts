import type { PageablePost, PublicPost, PublicPostSummary } from '@app/site';

/**
 * A published post as the public API sends it: the list's summary, and the content when a test gives it.
 * The excerpt may be null, as the blog's shared rules (PageablePost) allow.
 */
type TestPost = Omit<PublicPostSummary, 'excerpt'> & Pick<PageablePost, 'excerpt'> & Partial<Pick<PublicPost, 'content'>>;

let nextId = 1;

export function buildPost(overrides: Partial<TestPost> = {}): TestPost {
  const id = nextId++;
  return {
    id,
    title: `Post number ${id}`,
    slug: `post-number-${id}`,
    excerpt: `Excerpt of post ${id}`,
    category: 'Video Editing',
    author: 'Hyperframe Team',
    metaDescription: '',
    featuredImage: null,
    featuredImageAlt: '',
    estimatedReadTime: 5,
    keywords: ['editing'],
    published: true,
    status: 'published',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-06T10:00:00.000Z',
    publishedAt: '2025-03-05T10:00:00.000Z',
    imageSizes: {},
    ...overrides,
  };
}
