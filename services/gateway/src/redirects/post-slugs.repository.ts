import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** Which post holds a slug: as its current address, or as an old one (post_slugs). */
export interface SlugHolder {
  postId: number;
  title: string;
  /** The holder's current slug. */
  slug: string;
  published: boolean;
  /** True when the slug is the holder's current address; false when it is an old one that redirects. */
  current: boolean;
}

/** Every query on post_slugs (the slug history, issue 28). */
@Injectable()
export class PostSlugsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The post that holds `slug` other than `postId`: one whose current slug it is, else an existing post
   * whose old address it is (a deleted post's old addresses hold nothing).
   */
  async findHolder(em: EntityManager, slug: string, exceptPostId: number | null): Promise<SlugHolder | null> {
    const rows: SlugHolder[] = await em.query(
      `SELECT p.id AS "postId", p.title, p.slug, p.published, p.slug = $1 AS current
         FROM blog_posts p
        WHERE (p.slug = $1 OR p.id = (SELECT s.post_id FROM post_slugs s WHERE s.slug = $1))
          AND p.id IS DISTINCT FROM $2
        ORDER BY (p.slug = $1) DESC
        LIMIT 1`,
      [slug, exceptPostId],
    );
    return rows[0] ?? null;
  }

  /**
   * The old addresses of existing posts other than `exceptPostId` among `base` and `base-<n>`: what a new
   * slug derived from `base` must not take.
   */
  async reservedLike(em: EntityManager, base: string, exceptPostId: number | null): Promise<string[]> {
    const rows: Array<{ slug: string }> = await em.query(
      `SELECT s.slug FROM post_slugs s JOIN blog_posts p ON p.id = s.post_id
        WHERE (s.slug = $1 OR s.slug ~ ('^' || $1 || '-[0-9]+$')) AND s.post_id IS DISTINCT FROM $2`,
      [base, exceptPostId],
    );
    return rows.map((row) => row.slug);
  }

  /** Keeps `slug` as an old address of `postId` (taking it over from any earlier holder). */
  async keep(em: EntityManager, slug: string, postId: number): Promise<void> {
    await em.query(
      `INSERT INTO post_slugs (slug, post_id) VALUES ($1, $2)
       ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
      [slug, postId],
    );
  }

  /** `slug` is a post's current address now: it is nobody's old one any more. */
  async release(em: EntityManager, slug: string): Promise<void> {
    await em.query(`DELETE FROM post_slugs WHERE slug = $1`, [slug]);
  }

  /** Every old address of a published post, with where it goes now (not one a published post is at now). */
  async listRedirects(): Promise<Array<{ from: string; to: string }>> {
    return this.dataSource.query(
      `SELECT s.slug AS "from", p.slug AS "to" FROM post_slugs s JOIN blog_posts p ON p.id = s.post_id
        WHERE p.published AND p.slug <> s.slug AND NOT EXISTS (SELECT 1 FROM blog_posts q WHERE q.slug = s.slug AND q.published)`,
    );
  }

  /** The current slug of the published post `slug` is an old address of (listRedirects' rule for one slug); null if none. */
  async findRedirect(slug: string): Promise<string | null> {
    const rows: Array<{ to: string }> = await this.dataSource.query(
      `SELECT p.slug AS "to" FROM post_slugs s JOIN blog_posts p ON p.id = s.post_id
        WHERE s.slug = $1 AND p.published AND p.slug <> s.slug AND NOT EXISTS (SELECT 1 FROM blog_posts q WHERE q.slug = s.slug AND q.published)`,
      [slug],
    );
    return rows[0]?.to ?? null;
  }

  /** A post's old addresses, newest first. */
  async oldSlugsOf(postId: number): Promise<Array<{ slug: string; createdAt: Date }>> {
    return this.dataSource.query(`SELECT slug, created_at AS "createdAt" FROM post_slugs WHERE post_id = $1 ORDER BY created_at DESC, slug`, [postId]);
  }
}
