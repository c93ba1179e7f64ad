import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public list's order over the published posts alone, carrying what the sitemap writes (slug,
 * updated_at): the sitemap's index (the newest change in each file of 50,000 posts) and its files are read
 * from this index alone, with no table row visited and nothing sorted (issue 30: a sequential scan and an
 * on-disk sort of 100,000 posts took ~0.4-0.7 s per file). Page reads of the public list use it too.
 * Declared on the entity with synchronize: false (TypeORM cannot describe INCLUDE columns).
 */
export class PublishedOrderIndex1795806000000 implements MigrationInterface {
  name = 'PublishedOrderIndex1795806000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every post is read (an index built): past the 15 s a request's statement may take, with many posts.
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_published_order" ON "blog_posts" ("created_at" DESC, "id" DESC) INCLUDE ("slug", "updated_at") WHERE "published"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_blog_posts_published_order"`);
  }
}
