import { BlogPost } from '@app/contract';
import { DEFAULT_AUTHOR, slugify } from '@app/site';
import { DataSource } from 'typeorm';

let sequence = 0;

/** Inserts a blog post with sensible defaults; `overrides` set anything. */
export async function createPost(dataSource: DataSource, overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
  sequence += 1;
  const title = overrides.title ?? `How to edit faster, part ${sequence}`;
  const repository = dataSource.getRepository(BlogPost);
  return repository.save(
    repository.create({
      title,
      slug: slugify(title),
      excerpt: 'A practical guide.',
      content: '## Start here\n\nCut on action and keep the story moving.',
      category: 'Video Editing',
      author: DEFAULT_AUTHOR,
      metaDescription: 'A practical guide to faster editing.',
      featuredImage: null,
      estimatedReadTime: 4,
      keywords: ['editing'],
      published: true,
      status: 'published',
      ...overrides,
    }),
  );
}
