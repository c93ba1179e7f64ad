import { slugifySql } from '@app/site';
import { EntityManager, In } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';

/**
 * Which of the slugs ($1) an idea's title has: through the index over that very expression
 * (IDX_ai_ideas_title_slug, migration IdeaSlugIndex), a lookup per slug instead of a scan of every idea.
 */
export const TAKEN_IDEA_SLUGS_SQL = `SELECT DISTINCT ${slugifySql('title')} AS slug FROM ai_ideas WHERE ${slugifySql('title')} = ANY($1::text[])`;

/** Which slugs are taken, for the idea job (a proposed title whose slug a post or an earlier idea already has is skipped). */
export class IdeaSlugsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Which of these slugs an existing post (its unique slug index), or the title of an existing idea, already has. */
  async takenSlugs(slugs: readonly string[]): Promise<Set<string>> {
    if (!slugs.length) return new Set();
    const [posts, ideas] = await Promise.all([
      this.manager.find(BlogPost, { select: { slug: true }, where: { slug: In([...slugs]) } }),
      this.manager.query(TAKEN_IDEA_SLUGS_SQL, [slugs]) as Promise<Array<{ slug: string }>>,
    ]);
    return new Set([...posts.map((post) => post.slug), ...ideas.map((idea) => idea.slug)]);
  }
}
