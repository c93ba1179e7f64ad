import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio's post counts (every list answer carries {total, published, draft, readyForWriting}) counted
 * the whole table, reading every article for the placeholder: ~20 ms at 10,000 posts, ~200 ms at 100,000
 * (issue 30), on each of the studio's and the calendar's list reads. They are now kept as changes:
 * a statement trigger on blog_posts adds one row of differences per statement that inserts, updates or
 * deletes posts (one row for a bulk INSERT … SELECT; no row is ever updated, so writers never wait on
 * each other), and the counts are the sums (PostCountsRepository, which folds the rows into one now and
 * then). `blog_post_ready_for_writing` is the studio's 'Ready for Writing' rule: a draft not yet reviewed
 * whose content still holds one of @app/site's DRAFT_PLACEHOLDER_LINES, the neutral line or the spec's (its test compares the kept counts with
 * the rule counted afresh from those constants).
 */
export class PostCounts1795805000000 implements MigrationInterface {
  name = 'PostCounts1795805000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every post is read (an index built, a column filled): past the 15 s a request's statement may take, with many posts.
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE FUNCTION blog_post_ready_for_writing(published boolean, status text, content text) RETURNS boolean
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN NOT published AND status <> 'ready_for_review'
          AND (position('This post is ready to be written.' in content) > 0 OR position('This post is ready for Claude to write content.' in content) > 0)`);
    await queryRunner.query(`
      CREATE TABLE "blog_post_count_changes" ("id" bigserial NOT NULL, "total" bigint NOT NULL, "published" bigint NOT NULL, "ready_for_writing" bigint NOT NULL,
        CONSTRAINT "PK_blog_post_count_changes" PRIMARY KEY ("id"))`);
    // What a set of rows counts for: all of them, the live ones, the drafts ready for writing.
    const counted = (rows: string) => `
      SELECT count(*) AS total, count(*) FILTER (WHERE published) AS published,
        count(*) FILTER (WHERE blog_post_ready_for_writing(published, status, content)) AS ready_for_writing
      FROM ${rows}`;
    await queryRunner.query(`
      CREATE FUNCTION blog_posts_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM blog_post_count_changes;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO blog_post_count_changes (total, published, ready_for_writing)
          SELECT total, published, ready_for_writing FROM (${counted('new_rows')}) added WHERE total > 0;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO blog_post_count_changes (total, published, ready_for_writing)
          SELECT -total, -published, -ready_for_writing FROM (${counted('old_rows')}) removed WHERE total > 0;
        ELSE
          -- Most updates (an edit, a save) change no count: they add no row.
          INSERT INTO blog_post_count_changes (total, published, ready_for_writing)
          SELECT 0, now_counts.published - then_counts.published, now_counts.ready_for_writing - then_counts.ready_for_writing
          FROM (${counted('new_rows')}) now_counts, (${counted('old_rows')}) then_counts
          WHERE (now_counts.published, now_counts.ready_for_writing) IS DISTINCT FROM (then_counts.published, then_counts.ready_for_writing);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER blog_posts_count_inserted AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_count_changes()`);
    await queryRunner.query(`CREATE TRIGGER blog_posts_count_updated AFTER UPDATE ON "blog_posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_count_changes()`);
    await queryRunner.query(`CREATE TRIGGER blog_posts_count_deleted AFTER DELETE ON "blog_posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_count_changes()`);
    await queryRunner.query(`CREATE TRIGGER blog_posts_count_truncated AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_count_changes()`);
    await queryRunner.query(`INSERT INTO blog_post_count_changes (total, published, ready_for_writing) ${counted('blog_posts')}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER blog_posts_count_truncated ON "blog_posts"`);
    await queryRunner.query(`DROP TRIGGER blog_posts_count_deleted ON "blog_posts"`);
    await queryRunner.query(`DROP TRIGGER blog_posts_count_updated ON "blog_posts"`);
    await queryRunner.query(`DROP TRIGGER blog_posts_count_inserted ON "blog_posts"`);
    await queryRunner.query(`DROP FUNCTION blog_posts_count_changes()`);
    await queryRunner.query(`DROP TABLE "blog_post_count_changes"`);
    await queryRunner.query(`DROP FUNCTION blog_post_ready_for_writing(boolean, text, text)`);
  }
}
