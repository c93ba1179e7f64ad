import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ageDaysSql, isAgeingSql } from '../posts/ageing-rule';

export interface AgeingPostRow {
  id: number;
  title: string;
  slug: string;
  publishedAt: Date | null;
  updatedAt: Date;
  ageDays: number;
  readers: number;
  previousReaders: number;
  lostReaders: number;
}

/** How the ageing list is ranked: by readers lost month on month (then oldest first), or by age alone. */
export type AgeingSort = 'lost' | 'age';

const ORDER: Record<AgeingSort, string> = {
  lost: `"lostReaders" DESC, post.updated_at ASC, post.id ASC`,
  age: `post.updated_at ASC, post.id ASC`,
};

/**
 * The ageing posts' queries (issue 17), with each post's readers month on month (issue 31): the daily
 * unique visitors of the latest 30 days (from `currentFrom`) and of the 30 before (from `previousFrom`),
 * read per post through the aggregates' post index.
 */
@Injectable()
export class PostRefreshRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ageing(ageingDays: number, window: { currentFrom: string; previousFrom: string }, sort: AgeingSort, limit: number, offset: number): Promise<{ items: AgeingPostRow[]; total: number }> {
    const [items, [{ total }]]: [AgeingPostRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT post.id, post.title, post.slug, post.published_at AS "publishedAt", post.updated_at AS "updatedAt", ${ageDaysSql('post')} AS "ageDays",
           readers.current AS "readers", readers.previous AS "previousReaders", greatest(readers.previous - readers.current, 0) AS "lostReaders"
         FROM blog_posts post
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(page.visitors) FILTER (WHERE page.start >= $4::date), 0)::int AS current,
                  coalesce(sum(page.visitors) FILTER (WHERE page.start < $4::date), 0)::int AS previous
           FROM analytics_pages page
           WHERE page.post_id = post.id AND page.period = 'day' AND page.start >= $5::date
         ) readers
         WHERE ${isAgeingSql('post', '$1')}
         ORDER BY ${ORDER[sort]}
         LIMIT $2 OFFSET $3`,
        [ageingDays, limit, offset, window.currentFrom, window.previousFrom],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM blog_posts post WHERE ${isAgeingSql('post', '$1')}`, [ageingDays]),
    ]);
    return { items, total };
  }
}
