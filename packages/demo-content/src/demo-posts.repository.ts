import { BlogPost } from '@app/contract';
import type { EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/** The demo seed's queries of blog_posts. */
export class DemoPostsRepository {
  constructor(private readonly manager: EntityManager) {}

  async hasPosts(): Promise<boolean> {
    const rows: { found: boolean }[] = await this.manager.query('SELECT EXISTS (SELECT 1 FROM blog_posts) AS found');
    return rows[0].found;
  }

  /** Serialises seeders for the rest of the transaction (writers of posts wait too). */
  async lockPosts(): Promise<void> {
    await this.manager.query('LOCK TABLE blog_posts IN EXCLUSIVE MODE');
  }

  async insertPosts(posts: QueryDeepPartialEntity<BlogPost>[]): Promise<void> {
    await this.manager.getRepository(BlogPost).insert(posts);
  }
}
