import { PostRevision } from '@app/contract';
import { PostHistoryRepository } from './post-history.repository';

/** PostHistoryRepository in memory, for unit tests: the revisions they add, read back by post and time. */
export class InMemoryPostHistoryRepository extends PostHistoryRepository {
  readonly revisions: PostRevision[] = [];

  async changesSince(postId: number, since: Date): Promise<PostRevision[]> {
    return this.revisions.filter((revision) => revision.postId === postId && revision.createdAt.getTime() > since.getTime()).sort((a, b) => a.id - b.id);
  }
}
