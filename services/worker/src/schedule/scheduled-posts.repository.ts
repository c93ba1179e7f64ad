import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, overdueScheduledPostIds, publishIfDue, scheduledTimeOf } from '@app/contract';
import { DataSource } from 'typeorm';

/**
 * The worker's queries of scheduled publishing, for the go-live job and the sweep alike. The go-live itself
 * is publishIfDue in @app/contract/schedule (the one conditional publish every publisher shares).
 */
@Injectable()
export class ScheduledPostsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Scheduled posts whose time has passed. */
  overdueIds(): Promise<number[]> {
    return overdueScheduledPostIds(this.dataSource.manager);
  }

  /** Publishes the post if it is still scheduled and due (once, whoever races); null when it was not. */
  publishIfDue(postId: number): Promise<BlogPost | null> {
    return publishIfDue(this.dataSource.manager, postId);
  }

  /** The time the post is scheduled for now, if any. */
  scheduledTimeOf(postId: number): Promise<Date | null> {
    return scheduledTimeOf(this.dataSource.manager, postId);
  }
}
