import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Topic memory (issue 17): ideas and posts are compared by meaning with the published posts, using
 * pg_trgm's trigram similarity of titles next to full-text (tsvector) overlap. pg_trgm ships with
 * PostgreSQL's contrib (the embedded PostgreSQL of `npm start` and the tests, the official postgres
 * image of docker compose and Kubernetes) and is a trusted extension, so a database owner may create
 * it without superuser rights. No table changes: the scores are computed when asked.
 */
export class TopicMemory1795600000000 implements MigrationInterface {
  name = 'TopicMemory1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
