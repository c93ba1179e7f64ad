import { AiProduction } from '@app/contract';
import { DataSource } from 'typeorm';
import { createPost } from './post.factory';

/** An AI production of a new draft post, by default ready for review (so it accepts "Request Changes"). */
export async function createProduction(dataSource: DataSource, overrides: Partial<AiProduction> = {}): Promise<AiProduction> {
  const post = await createPost(dataSource, { published: false, status: 'draft' });
  const repository = dataSource.getRepository(AiProduction);
  return repository.save(
    repository.create({
      postId: post.id,
      title: post.title,
      status: 'ready_for_review',
      finalContent: '## Written\n\nThe article as the AI wrote it.',
      feedback: [],
      ...overrides,
    }),
  );
}
