import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27. Revisions say who made each change (`actor`), so a 409 can name another tab, an AI job or a
 * scheduled publish; a 'sentence' proposal keeps its splice (`sentence`); and a post's productions and
 * proposals outlive its deletion (their foreign keys go, as post_revisions never had one), so undoing a
 * delete brings the post back with its AI history, and a production of a deleted post reads as superseded.
 */
export class ReviewBeforeChange1795750000000 implements MigrationInterface {
  name = 'ReviewBeforeChange1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "post_revisions" ADD "actor" jsonb`);
    await queryRunner.query(`ALTER TABLE "ai_proposals" ADD "sentence" jsonb`);
    await queryRunner.query(`ALTER TABLE "ai_productions" DROP CONSTRAINT "FK_b82f22fbd8d5be3bfb8ac8afcbc"`);
    await queryRunner.query(`ALTER TABLE "ai_proposals" DROP CONSTRAINT "FK_dcd28b82cb161d23485edb892b6"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The cascades come back: rows of posts deleted meanwhile go first, as the cascade would have taken them.
    await queryRunner.query(`DELETE FROM "ai_proposals" WHERE "post_id" NOT IN (SELECT "id" FROM "blog_posts")`);
    await queryRunner.query(`DELETE FROM "ai_productions" WHERE "post_id" NOT IN (SELECT "id" FROM "blog_posts")`);
    await queryRunner.query(`ALTER TABLE "ai_proposals" ADD CONSTRAINT "FK_dcd28b82cb161d23485edb892b6" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_productions" ADD CONSTRAINT "FK_b82f22fbd8d5be3bfb8ac8afcbc" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`DELETE FROM "ai_proposals" WHERE "kind" = 'sentence'`);
    await queryRunner.query(`ALTER TABLE "ai_proposals" DROP COLUMN "sentence"`);
    await queryRunner.query(`ALTER TABLE "post_revisions" DROP COLUMN "actor"`);
  }
}
