import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Topic memory at 100,000 posts (issue 30). Listing 200 ideas scored each against its nearest published
 * titles, found through the GiST trigram index (a K-nearest-neighbour scan): ~8 ms an idea at 10,000
 * posts, ~150 ms at 100,000. The nearest titles of an idea hardly change, so they are now found once and
 * kept with their scores; the list reads the kept scores.
 *
 * - `blog_posts.topic_words`: the post's side of the full-text half of the score (the English lexemes of
 *   its title, excerpt and keywords), kept by a BEFORE trigger on every write of those columns.
 * - `topic_similarity(...)`: the score, the README's (½ trigram similarity of the lower-cased titles +
 *   ½ the share of the asked title's lexemes the post has), the expression findSimilarPosts used inline.
 * - `ai_idea_similar_posts`: each idea's candidates (its 20 nearest published titles when they were found,
 *   CANDIDATES in topic-memory/similar-posts.ts) with their scores, and `ai_ideas.similar_radius`, the
 *   trigram distance of the farthest of them (1 when fewer than 20 posts were published: every post is near).
 *   Found by a trigger when an idea is stored (or its title changes), by `ai_idea_find_similar_posts(id)`.
 * - A trigger on posts keeps them true: when a published post is written (inserted, published, its title,
 *   excerpt or keywords changed) its kept scores are recomputed and it joins the candidates of every idea
 *   whose radius it is within, i.e. every idea it would have been among the nearest of. A post unpublished
 *   stays a candidate (the list reads only published ones); a deleted post's rows go with it.
 * Ideas stored before this migration have no candidates yet (similar_radius null): the list finds them
 * when it first shows such an idea (TopicMemoryRepository.similarToIdeas).
 */
export class TopicCandidates1795801000000 implements MigrationInterface {
  name = 'TopicCandidates1795801000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every post is read (an index built, a column filled): past the 15 s a request's statement may take, with many posts.
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE FUNCTION topic_words(title text, excerpt text, keywords text[]) RETURNS text[]
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN tsvector_to_array(to_tsvector('english'::regconfig, title || ' ' || excerpt || ' ' || array_to_string(keywords, ' ')))`);
    await queryRunner.query(`
      CREATE FUNCTION topic_similarity(asked_title text, asked_words text[], post_title text, post_words text[]) RETURNS double precision
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN round((0.5 * similarity(lower(post_title), lower(asked_title))
          + 0.5 * cardinality(ARRAY(SELECT unnest(asked_words) INTERSECT SELECT unnest(post_words)))::numeric
            / greatest(cardinality(asked_words), 1))::numeric, 3)::float`);

    await queryRunner.query(`ALTER TABLE "blog_posts" ADD "topic_words" text array`);
    await queryRunner.query(`UPDATE "blog_posts" SET "topic_words" = topic_words("title", "excerpt", "keywords")`);
    await queryRunner.query(`
      CREATE FUNCTION blog_posts_topic_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.topic_words := topic_words(NEW.title, NEW.excerpt, NEW.keywords);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_posts_topic_words BEFORE INSERT OR UPDATE OF title, excerpt, keywords ON "blog_posts"
        FOR EACH ROW EXECUTE FUNCTION blog_posts_topic_words()`);

    await queryRunner.query(`ALTER TABLE "ai_ideas" ADD "similar_radius" real`);
    await queryRunner.query(`
      CREATE TABLE "ai_idea_similar_posts" ("idea_id" integer NOT NULL, "post_id" integer NOT NULL, "score" double precision NOT NULL,
        CONSTRAINT "PK_ai_idea_similar_posts" PRIMARY KEY ("idea_id", "post_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ai_idea_similar_posts_post" ON "ai_idea_similar_posts" ("post_id")`);
    await queryRunner.query(`ALTER TABLE "ai_idea_similar_posts" ADD CONSTRAINT "FK_ai_idea_similar_posts_idea" FOREIGN KEY ("idea_id") REFERENCES "ai_ideas"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_idea_similar_posts" ADD CONSTRAINT "FK_ai_idea_similar_posts_post" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`
      CREATE FUNCTION ai_idea_find_similar_posts(idea integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        asked_title text;
        asked_words text[];
        near_count integer;
        farthest real;
      BEGIN
        SELECT title INTO asked_title FROM ai_ideas WHERE id = idea;
        IF NOT FOUND THEN RETURN; END IF;
        asked_words := tsvector_to_array(to_tsvector('english'::regconfig, asked_title));
        DELETE FROM ai_idea_similar_posts WHERE idea_id = idea;
        WITH near AS MATERIALIZED (
          SELECT post.id, post.title, post.topic_words, lower(post.title) <-> lower(asked_title) AS distance
          FROM blog_posts post
          WHERE post.published
          ORDER BY lower(post.title) <-> lower(asked_title)
          LIMIT 20
        ), kept AS (
          INSERT INTO ai_idea_similar_posts (idea_id, post_id, score)
          SELECT idea, near.id, topic_similarity(asked_title, asked_words, near.title, near.topic_words) FROM near
          ON CONFLICT (idea_id, post_id) DO UPDATE SET score = EXCLUDED.score
        )
        SELECT count(*), max(distance) INTO near_count, farthest FROM near;
        UPDATE ai_ideas SET similar_radius = CASE WHEN near_count < 20 THEN 1 ELSE farthest END WHERE id = idea;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION ai_ideas_find_similar_posts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM ai_idea_find_similar_posts(NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ai_ideas_find_similar_posts AFTER INSERT OR UPDATE OF title ON "ai_ideas"
        FOR EACH ROW EXECUTE FUNCTION ai_ideas_find_similar_posts()`);

    await queryRunner.query(`
      CREATE FUNCTION blog_posts_similar_ideas() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ai_idea_similar_posts pair
        SET score = topic_similarity(idea.title, tsvector_to_array(to_tsvector('english'::regconfig, idea.title)), NEW.title, NEW.topic_words)
        FROM ai_ideas idea
        WHERE pair.post_id = NEW.id AND idea.id = pair.idea_id;
        INSERT INTO ai_idea_similar_posts (idea_id, post_id, score)
        SELECT idea.id, NEW.id, topic_similarity(idea.title, tsvector_to_array(to_tsvector('english'::regconfig, idea.title)), NEW.title, NEW.topic_words)
        FROM ai_ideas idea
        WHERE idea.similar_radius IS NOT NULL AND lower(NEW.title) <-> lower(idea.title) <= idea.similar_radius
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_posts_similar_ideas AFTER INSERT OR UPDATE OF title, excerpt, keywords, published ON "blog_posts"
        FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION blog_posts_similar_ideas()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER blog_posts_similar_ideas ON "blog_posts"`);
    await queryRunner.query(`DROP FUNCTION blog_posts_similar_ideas()`);
    await queryRunner.query(`DROP TRIGGER ai_ideas_find_similar_posts ON "ai_ideas"`);
    await queryRunner.query(`DROP FUNCTION ai_ideas_find_similar_posts()`);
    await queryRunner.query(`DROP FUNCTION ai_idea_find_similar_posts(integer)`);
    await queryRunner.query(`DROP TABLE "ai_idea_similar_posts"`);
    await queryRunner.query(`ALTER TABLE "ai_ideas" DROP COLUMN "similar_radius"`);
    await queryRunner.query(`DROP TRIGGER blog_posts_topic_words ON "blog_posts"`);
    await queryRunner.query(`DROP FUNCTION blog_posts_topic_words()`);
    await queryRunner.query(`ALTER TABLE "blog_posts" DROP COLUMN "topic_words"`);
    await queryRunner.query(`DROP FUNCTION topic_similarity(text, text[], text, text[])`);
    await queryRunner.query(`DROP FUNCTION topic_words(text, text, text[])`);
  }
}
