import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, PostCounts, PostCountsRepository } from '@app/contract';
import { DRAFT_PLACEHOLDER_LINES } from '@app/site';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { productionViewStatusSql } from '../ai/production-status';
import { PageRequest } from '../common/dto/page-query.dto';
import { ageDaysSql, isAgeingSql } from './ageing-rule';
import { POST_COLUMNS_WITHOUT_CONTENT, PostFilters, PostListRow } from './posts.types';

/** True (SQL) when the post's content holds a draft placeholder line, old or new (`lines` is DRAFT_PLACEHOLDER_LINES). */
const HOLDS_PLACEHOLDER_SQL = (content: string, lines: string) => `EXISTS (SELECT 1 FROM unnest(${lines}::text[]) AS line WHERE position(line in ${content}) > 0)`;

/** `text` for LIKE: its own %, _ and \\ match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The studio's post lists (GET /api/admin/blog/posts/summaries): a page of posts without content, filtered in Postgres. */
@Injectable()
export class PostSummariesRepository {
  private readonly counts: PostCountsRepository;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.counts = new PostCountsRepository(dataSource.manager);
  }

  /** How many posts, live and draft, and drafts still 'Ready for Writing' (kept counts: a few rows read). */
  countPosts(): Promise<PostCounts> {
    return this.counts.countPosts();
  }

  /**
   * One page of the studio's list, filtered and searched in Postgres, newest first, without content; each
   * post says whether its content is still the draft placeholder, its newest AI production and, when it is
   * ageing (`ageingDays` unchanged and live), how many days old it is. Also how many match.
   */
  async listPostSummaries(filters: PostFilters, page: PageRequest, ageingDays: number): Promise<[PostListRow[], number]> {
    const query = this.dataSource
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .select(Object.keys(POST_COLUMNS_WITHOUT_CONTENT).map((column) => `post.${column}`))
      .addSelect(HOLDS_PLACEHOLDER_SQL('post.content', ':placeholders'), 'has_placeholder')
      .setParameter('placeholders', DRAFT_PLACEHOLDER_LINES)
      // The newest production, with the status the studio shows (published, scheduled, ... follow the post).
      .addSelect(
        `(SELECT json_build_object('id', production.id, 'title', production.title, 'status', ${productionViewStatusSql('production', '"post"')}, 'currentJobId', production.current_job_id)
          FROM ai_productions production WHERE production.post_id = "post"."id" ORDER BY production.created_at DESC, production.id DESC LIMIT 1)`,
        'production',
      )
      .addSelect(`CASE WHEN ${isAgeingSql('"post"', ':ageingDays')} THEN ${ageDaysSql('"post"')} END`, 'age_days')
      .setParameter('ageingDays', ageingDays)
      .orderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .offset(page.skip)
      .limit(page.pageSize);
    if (filters.published !== undefined) query.andWhere('post.published = :published', { published: filters.published });
    if (filters.category) query.andWhere('post.category = :category', { category: filters.category });
    if (filters.scheduled !== undefined) query.andWhere(filters.scheduled ? 'post.publishAt IS NOT NULL' : 'post.publishAt IS NULL');
    if (filters.on) {
      query.andWhere(
        `((post.publishAt >= :from AND post.publishAt < :to)
          OR (post.published AND COALESCE(post.publishedAt, post.createdAt) >= :from AND COALESCE(post.publishedAt, post.createdAt) < :to))`,
        filters.on,
      );
    }
    if (filters.q) {
      query.andWhere(
        `(post.title ILIKE :q OR post.excerpt ILIKE :q OR post.slug ILIKE :q OR array_to_string(post.keywords, ' ') ILIKE :q)`,
        { q: likePattern(filters.q) },
      );
    }
    const [{ entities, raw }, total] = await Promise.all([
      query.getRawAndEntities<{ has_placeholder: boolean; production: PostListRow['production']; age_days: number | null }>(),
      this.total(query, filters),
    ]);
    return [entities.map((post, index) => ({ ...post, hasPlaceholderContent: raw[index].has_placeholder, production: raw[index].production, ageDays: raw[index].age_days })), total];
  }

  /**
   * How many posts match. The studio's two lists (live, drafts: only `published` given) take it from the
   * kept counts; any other filter counts the matching rows.
   */
  private async total(query: SelectQueryBuilder<BlogPost>, filters: PostFilters): Promise<number> {
    const { published, ...others } = filters;
    if (published === undefined || Object.values(others).some((value) => value !== undefined && value !== '')) return query.getCount();
    const counts = await this.counts.countPosts();
    return published ? counts.published : counts.draft;
  }
}
