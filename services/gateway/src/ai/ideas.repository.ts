import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiIdea, BlogPost, PostPerformanceRepository } from '@app/contract';
import { DataSource, EntityManager, In } from 'typeorm';

/** The ideas reads: the generated ideas, and the posts an idea run starts from or its titles would take. */
@Injectable()
export class IdeasRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Which of `ids` are live posts (in the job's transaction when given its manager). */
  async livePostIds(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Set<number>> {
    const live = await manager.getRepository(BlogPost).find({ select: { id: true }, where: { id: In(ids), published: true } });
    return new Set(live.map((post) => post.id));
  }

  /** The posts with the most readers over the last `days` days, most read first. */
  mostReadPostIds(days: number, limit: number, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    return new PostPerformanceRepository(manager).topPostIds(days, limit);
  }

  /** The newest ideas, newest first (in the order each run wrote them). */
  newest(limit: number): Promise<AiIdea[]> {
    return this.dataSource.getRepository(AiIdea).find({ order: { createdAt: 'DESC', jobId: 'ASC', position: 'ASC' }, take: limit });
  }

  /** Which of `slugs` a post already has. */
  async takenSlugs(slugs: string[]): Promise<Set<string>> {
    if (!slugs.length) return new Set();
    const existing = await this.dataSource.getRepository(BlogPost).find({ select: { slug: true }, where: { slug: In(slugs) } });
    return new Set(existing.map((post) => post.slug));
  }
}
