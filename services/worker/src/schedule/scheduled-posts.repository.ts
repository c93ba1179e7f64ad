import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, ScheduledPublishRepository } from '@app/contract';
import { DataSource } from 'typeorm';

/**
 * The worker's queries of scheduled publishing, for the go-live job and the sweep alike. The go-live itself
 * is ScheduledPublishRepository.publishIfDue in @app/contract/schedule (the one conditional publish every publisher shares).
 */
@Injectable()
export class ScheduledPostsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Scheduled posts whose time has passed. */
  overdueIds(): Promise<number[]> {
    return new ScheduledPublishRepository(this.dataSource.manager).overdueScheduledPostIds();
  }

  /** Publishes the post if it is still scheduled and due (once, whoever races); null when it was not. */
  publishIfDue(postId: number): Promise<BlogPost | null> {
    return new ScheduledPublishRepository(this.dataSource.manager).publishIfDue(postId);
  }

  /** The time the post is scheduled for now, if any. */
  scheduledTimeOf(postId: number): Promise<Date | null> {
    return new ScheduledPublishRepository(this.dataSource.manager).scheduledTimeOf(postId);
  }
}
