import { PostProposal, proposalFieldsOf } from '@app/contract';
import { DataSource } from 'typeorm';
import { createPost } from './post.factory';

/** A pending AI revision of a new draft post: two sections, the second rewritten, and a new excerpt. */
export async function createProposal(dataSource: DataSource, overrides: Partial<PostProposal> = {}): Promise<PostProposal> {
  const post = await createPost(dataSource, { published: false, status: 'draft', content: '## Start\n\nOne.\n\n## Finish\n\nTwo.' });
  const repository = dataSource.getRepository(PostProposal);
  return repository.save(
    repository.create({
      postId: post.id,
      kind: 'revision',
      state: 'pending',
      baseUpdatedAt: post.updatedAt,
      base: proposalFieldsOf(post),
      changes: { content: '## Start\n\nOne.\n\n## Finish\n\nTwo, rewritten.', excerpt: 'A new excerpt.' },
      ...overrides,
    }),
  );
}
