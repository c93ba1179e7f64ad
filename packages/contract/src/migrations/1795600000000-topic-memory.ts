import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Topic memory (issue 17): ideas and posts are compared by meaning with the published posts, using
 * pg_trgm's trigram similarity of titles next to full-text (tsvector) overlap. pg_trgm ships with
 * PostgreSQL's contrib (the embedded PostgreSQL of `npm start` and the tests, the official postgres
 * image of docker compose and Kubernetes) and is a trusted extension, so a database owner may create
 * it without superuser rights. The scores are computed when asked; a GiST trigram index on the lower-cased
 * title finds each idea's nearest posts (declared on the entity with synchronize: false: TypeORM cannot
 * describe an operator-class expression index, and must not drop it).
 */
export class TopicMemory1795600000000 implements MigrationInterface {
  name = 'TopicMemory1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_title_trgm" ON "blog_posts" USING gist (lower("title") gist_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_blog_posts_title_trgm"`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
