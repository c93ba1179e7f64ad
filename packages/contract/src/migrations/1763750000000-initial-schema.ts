import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first schema: posts, their revisions, AI ideas, productions, jobs and generated media.
 * Generated from the entities by TypeORM's schema builder, then reviewed: unique slug, the index for
 * the public "published, newest first" query, revisions without a foreign key so a deleted post keeps
 * its history, productions removed with their post.
 */
export class InitialSchema1763750000000 implements MigrationInterface {
  name = 'InitialSchema1763750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ai_ideas" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "category" character varying(64) NOT NULL, "topic" character varying(300) NOT NULL, "tone" character varying(32) NOT NULL, "job_id" uuid NOT NULL, "position" integer NOT NULL, "used" boolean NOT NULL DEFAULT false, "post_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_087e7fba04b8e79479c6b2a6b43" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ai_ideas_created" ON "ai_ideas" ("created_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_ai_ideas_job_position" ON "ai_ideas" ("job_id", "position")`);
    await queryRunner.query(`CREATE TABLE "ai_jobs" ("id" uuid NOT NULL, "kind" character varying(64) NOT NULL, "queue" character varying(32) NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'queued', "progress" integer NOT NULL DEFAULT '0', "stage" character varying(120) NOT NULL DEFAULT 'Queued', "attempts" integer NOT NULL DEFAULT '0', "payload" jsonb NOT NULL DEFAULT '{}', "result" jsonb, "error" text, "provider" character varying(32), "model" character varying(120), "input_tokens" integer NOT NULL DEFAULT '0', "output_tokens" integer NOT NULL DEFAULT '0', "request_id" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_895e59e4adb993a3f45dacb1d6b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ai_jobs_state_created" ON "ai_jobs" ("state", "created_at")`);
    await queryRunner.query(`CREATE TABLE "blog_posts" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "slug" character varying(200) NOT NULL, "excerpt" text NOT NULL DEFAULT '', "content" text NOT NULL DEFAULT '', "category" character varying(64) NOT NULL, "author" character varying(120) NOT NULL, "meta_description" text NOT NULL DEFAULT '', "featured_image" text, "estimated_read_time" integer NOT NULL DEFAULT '5', "keywords" text array NOT NULL DEFAULT '{}', "published" boolean NOT NULL DEFAULT false, "status" character varying(32) NOT NULL DEFAULT 'draft', "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_blog_posts_slug" ON "blog_posts" ("slug")`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_category" ON "blog_posts" ("category")`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_published_created" ON "blog_posts" ("published", "created_at")`);
    await queryRunner.query(`CREATE TABLE "ai_productions" ("id" SERIAL NOT NULL, "post_id" integer NOT NULL, "title" character varying(300) NOT NULL, "status" character varying(32) NOT NULL DEFAULT 'queued', "final_content" text, "featured_image" text, "feedback" jsonb NOT NULL DEFAULT '[]', "provider" character varying(32), "model" character varying(120), "error" text, "current_job_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c9eaa3e6b808d63f50f767363bc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ai_productions_post" ON "ai_productions" ("post_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_ai_productions_created" ON "ai_productions" ("created_at")`);
    await queryRunner.query(`CREATE TABLE "media" ("hash" character varying(64) NOT NULL, "content_type" character varying(64) NOT NULL, "extension" character varying(8) NOT NULL, "bytes" bytea NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_30b0c14eb1b2f6632dc130cc9b6" PRIMARY KEY ("hash"))`);
    await queryRunner.query(`CREATE TABLE "post_revisions" ("id" SERIAL NOT NULL, "post_id" integer NOT NULL, "reason" character varying(200) NOT NULL, "snapshot" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_871219c3d5044d70ff7d59480b8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_post_revisions_post_created" ON "post_revisions" ("post_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "ai_productions" ADD CONSTRAINT "FK_b82f22fbd8d5be3bfb8ac8afcbc" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ai_productions" DROP CONSTRAINT "FK_b82f22fbd8d5be3bfb8ac8afcbc"`);
    await queryRunner.query(`DROP TABLE "post_revisions"`);
    await queryRunner.query(`DROP TABLE "media"`);
    await queryRunner.query(`DROP TABLE "ai_productions"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
    await queryRunner.query(`DROP TABLE "ai_jobs"`);
    await queryRunner.query(`DROP TABLE "ai_ideas"`);
  }
}
