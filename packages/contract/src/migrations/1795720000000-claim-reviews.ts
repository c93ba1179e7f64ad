import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 29: the models' second opinions on claims, one per sentence and brand-kit version (ClaimReview). */
export class ClaimReviews1795720000000 implements MigrationInterface {
  name = 'ClaimReviews1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "claim_reviews" ("id" SERIAL NOT NULL, "sentence_hash" character(64) NOT NULL, "brand_kit_version" integer NOT NULL, "sentence" text NOT NULL, "verdict" character varying(16) NOT NULL, "reason" text NOT NULL, "provider" character varying(32) NOT NULL, "model" character varying(120) NOT NULL, "job_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a106fdfd2d5e0e90510baf0822e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_claim_reviews_sentence_kit" ON "claim_reviews" ("sentence_hash", "brand_kit_version") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_claim_reviews_sentence_kit"`);
    await queryRunner.query(`DROP TABLE "claim_reviews"`);
  }
}
