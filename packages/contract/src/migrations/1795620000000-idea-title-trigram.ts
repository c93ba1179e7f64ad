import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Topic memory compares each generated idea with the earlier ideas still on the list
 * (findNearDuplicateIdeas) through pg_trgm's `%` on the lower-cased titles. Without an index that is a
 * scan of every idea per idea job, growing with the list; this is the posts' trigram index
 * (TopicMemory1795600000000: GiST over lower(title), gist_trgm_ops) for ai_ideas, which `%` uses.
 * Declared on the entity with synchronize: false, like the posts' (TypeORM cannot describe an
 * operator-class expression index, and must not drop it).
 */
export class IdeaTitleTrigram1795620000000 implements MigrationInterface {
  name = 'IdeaTitleTrigram1795620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_ai_ideas_title_trgm" ON "ai_ideas" USING gist (lower("title") gist_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_ai_ideas_title_trgm"`);
  }
}
