import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSimilarPosts } from '@app/contract';
import { SimilarPost } from '@app/site';
import { DataSource } from 'typeorm';

/** The topic-memory read: published posts close in meaning to titles (the scoring lives in @app/contract). */
@Injectable()
export class TopicMemoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The best similar published posts for each title, in the order asked. */
  similarToTitles(titles: string[], excludePostIds?: number[]): Promise<SimilarPost[][]> {
    return findSimilarPosts(this.dataSource.manager, titles, excludePostIds ? { excludePostIds } : undefined);
  }
}
