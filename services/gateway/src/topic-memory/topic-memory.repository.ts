import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TopicMemoryRepository as KeptTopicMemory } from '@app/contract';
import { SimilarPost } from '@app/site';
import { DataSource } from 'typeorm';

/** The topic-memory reads: published posts close in meaning to ideas or titles (the scoring and kept candidates live in @app/contract). */
@Injectable()
export class TopicMemoryRepository {
  private readonly kept: KeptTopicMemory;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.kept = new KeptTopicMemory(dataSource.manager);
  }

  /** The best similar published posts for each stored idea, in the order asked (from their kept candidates: issue 30). */
  similarToIdeas(ideaIds: number[]): Promise<SimilarPost[][]> {
    return this.kept.similarToIdeas(ideaIds);
  }

  /** The best similar published posts for each title, in the order asked. */
  similarToTitles(titles: string[], excludePostIds?: number[]): Promise<SimilarPost[][]> {
    return this.kept.similarPosts(titles, excludePostIds ? { excludePostIds } : undefined);
  }
}
