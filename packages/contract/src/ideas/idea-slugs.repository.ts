import { slugifySql } from '@app/site';
import { EntityManager, In } from 'typeorm';
import { AiIdea } from '../entities/ai-idea.entity';
import { BlogPost } from '../entities/blog-post.entity';

/**
 * Which slugs are taken, for the idea job (a proposed title whose slug a post or an earlier idea already
 * has is skipped). Posts by their unique slug index; ideas by the index over the slug of their title
 * (IDX_ai_ideas_title_slug, the same slugifySql expression), so neither is a scan.
 */
export class IdeaSlugsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Which of these slugs an existing post, or the title of an existing idea, already has. */
  async takenSlugs(slugs: readonly string[]): Promise<Set<string>> {
    if (!slugs.length) return new Set();
    const [posts, ideas] = await Promise.all([
      this.manager.find(BlogPost, { select: { slug: true }, where: { slug: In([...slugs]) } }),
      this.manager
        .createQueryBuilder(AiIdea, 'idea')
        .select(slugifySql('idea.title'), 'slug')
        .where(`${slugifySql('idea.title')} IN (:...slugs)`, { slugs })
        .getRawMany<{ slug: string }>(),
    ]);
    return new Set([...posts.map((post) => post.slug), ...ideas.map((idea) => idea.slug)]);
  }
}
