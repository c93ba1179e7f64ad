import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PostRevision } from '@app/contract';
import { DataSource, EntityManager } from 'typeorm';

/** The most changes a conflict reads back (it shows the latest 20; the first one gives the version asked about). */
const MAX_CHANGES_READ = 200;

/** Where a conflict learns what happened to a post (the port PostsService, ProposalsService and ProductionsService share). */
export abstract class PostHistoryRepository {
  /**
   * The post's revisions made after the version `since` (its updatedAt, to the millisecond the API shows),
   * oldest first: each is one change, holding the post as it was before it. A revision's createdAt is the
   * updatedAt its change gave the post (both are the transaction's now()).
   */
  abstract changesSince(postId: number, since: Date, manager?: EntityManager): Promise<PostRevision[]>;
}

@Injectable()
export class TypeOrmPostHistoryRepository extends PostHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async changesSince(postId: number, since: Date, manager?: EntityManager): Promise<PostRevision[]> {
    const newestFirst = await (manager ?? this.dataSource.manager)
      .getRepository(PostRevision)
      .createQueryBuilder('revision')
      .where('revision.postId = :postId', { postId })
      .andWhere(`date_trunc('milliseconds', revision.createdAt) > :since`, { since })
      .orderBy('revision.id', 'DESC')
      .limit(MAX_CHANGES_READ)
      .getMany();
    return newestFirst.reverse();
  }
}
