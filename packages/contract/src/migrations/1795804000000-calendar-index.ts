import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio's calendar reads the posts scheduled or published in a few weeks (GET
 * /api/admin/blog/posts/summaries?from=&to=): `publish_at` in the range (IDX_blog_posts_publish_at) or,
 * for a live post, COALESCE(published_at, created_at) in it, which no index had: every calendar page
 * scanned the table (~11 ms at 10,000 posts, ~280 ms at 100,000; issue 30). This index is over that
 * expression, for live posts. Declared on the entity with synchronize: false (TypeORM cannot describe an
 * expression index, and must not drop it).
 */
export class CalendarIndex1795804000000 implements MigrationInterface {
  name = 'CalendarIndex1795804000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every post is read (an index built, a column filled): past the 15 s a request's statement may take, with many posts.
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_on_calendar" ON "blog_posts" ((COALESCE("published_at", "created_at"))) WHERE "published"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_blog_posts_on_calendar"`);
  }
}
