import { MigrationInterface, QueryRunner } from 'typeorm';

/** The characters JavaScript's String.prototype.trim removes (link-targets.ts trims every phrase). */
const JS_TRIMMED = String.raw`U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'`;

/**
 * Link suggestions at 100,000 posts (issue 30). Suggestions looked for every published post's title and
 * keywords in the article: all of them read and tried, ~0.3 s at 10,000 posts. A phrase can only be found
 * (as whole words, any case: markdown-places findPhrase) where the article has its words, in order, so the
 * posts worth trying are found by their phrases' words first:
 *
 * - `link_tokens(text)`: a text's words for this purpose, runs of ASCII letters and digits after folding the
 *   characters findPhrase's case-insensitive match equates with them (K, ſ) and the one whose lower case holds
 *   one (İ); everything else separates words. So a phrase found in an article has its words among the
 *   article's, consecutive (link-phrase-keys.ts makes the article's side, the same way; a test compares them).
 * - `link_phrases`: every phrase a post has (its title, each keyword; trimmed as JavaScript trims, ASCII
 *   lower-cased), once, with its first and last three words (`head`, `tail`, all of them when fewer).
 *   The gateway looks up the phrases whose head and tail are among the article's runs of one to three words.
 * - `blog_post_link_phrases`: which posts have which phrase, to tell a post's own phrase from one several
 *   posts share (left out: link-targets.ts).
 * Both are kept by statement triggers on blog_posts (a bulk INSERT … SELECT writes them in one go); a
 * deleted post's rows go with it. Phrases no post has any more stay in link_phrases and match nothing.
 */
export class LinkPhrases1795802000000 implements MigrationInterface {
  name = 'LinkPhrases1795802000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every post is read (an index built, a column filled): past the 15 s a request's statement may take, with many posts.
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE FUNCTION link_phrase_text(phrase text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN translate(btrim(phrase, ${JS_TRIMMED}), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`);
    await queryRunner.query(`
      CREATE FUNCTION link_tokens(body text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN array_remove(regexp_split_to_array(
          translate(replace(body, U&'\\0130', 'i '), U&'ABCDEFGHIJKLMNOPQRSTUVWXYZ\\212A\\017F', 'abcdefghijklmnopqrstuvwxyzks'),
          '[^0-9a-z]+'), '')`);
    await queryRunner.query(`
      CREATE FUNCTION link_phrases_of(title text, keywords text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT DISTINCT phrase FROM unnest(title || keywords) AS raw(text), link_phrase_text(raw.text) AS phrase WHERE phrase <> ''
      $$`);

    await queryRunner.query(`
      CREATE TABLE "link_phrases" ("phrase" text NOT NULL, "head" text NOT NULL, "tail" text NOT NULL,
        CONSTRAINT "PK_link_phrases" PRIMARY KEY ("phrase"))`);
    await queryRunner.query(`CREATE INDEX "IDX_link_phrases_head_tail" ON "link_phrases" ("head", "tail")`);
    await queryRunner.query(`
      CREATE TABLE "blog_post_link_phrases" ("phrase" text NOT NULL, "post_id" integer NOT NULL,
        CONSTRAINT "PK_blog_post_link_phrases" PRIMARY KEY ("phrase", "post_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_link_phrases_post" ON "blog_post_link_phrases" ("post_id")`);
    await queryRunner.query(`ALTER TABLE "blog_post_link_phrases" ADD CONSTRAINT "FK_blog_post_link_phrases_post" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    // The phrases of the posts in `written` (id, title, keywords): one statement for any number of posts.
    const storePhrases = (written: string) => `
      WITH phrases AS MATERIALIZED (
        SELECT written.id, phrase FROM (${written}) AS written, link_phrases_of(written.title, written.keywords) AS phrase
      ), known AS (
        INSERT INTO link_phrases (phrase, head, tail)
        SELECT phrase, array_to_string(words[1:3], ' '), array_to_string(words[greatest(cardinality(words) - 2, 1):], ' ')
        FROM (SELECT DISTINCT phrase FROM phrases) AS distinct_phrases, link_tokens(phrase) AS words
        ON CONFLICT DO NOTHING
      )
      INSERT INTO blog_post_link_phrases (phrase, post_id) SELECT phrase, id FROM phrases ON CONFLICT DO NOTHING`;
    await queryRunner.query(`
      CREATE FUNCTION blog_posts_link_phrases_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${storePhrases('SELECT id, title, keywords FROM new_rows')};
        RETURN NULL;
      END $$`);
    const rewritten = `
      FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
      WHERE new_rows.title IS DISTINCT FROM old_rows.title OR new_rows.keywords IS DISTINCT FROM old_rows.keywords`;
    await queryRunner.query(`
      CREATE FUNCTION blog_posts_link_phrases_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM blog_post_link_phrases WHERE post_id IN (SELECT new_rows.id ${rewritten});
        ${storePhrases(`SELECT new_rows.id, new_rows.title, new_rows.keywords ${rewritten}`)};
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_posts_link_phrases_inserted AFTER INSERT ON "blog_posts"
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_link_phrases_inserted()`);
    await queryRunner.query(`
      CREATE TRIGGER blog_posts_link_phrases_updated AFTER UPDATE ON "blog_posts"
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_link_phrases_updated()`);
    await queryRunner.query(storePhrases('SELECT id, title, keywords FROM blog_posts'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER blog_posts_link_phrases_updated ON "blog_posts"`);
    await queryRunner.query(`DROP TRIGGER blog_posts_link_phrases_inserted ON "blog_posts"`);
    await queryRunner.query(`DROP FUNCTION blog_posts_link_phrases_updated()`);
    await queryRunner.query(`DROP FUNCTION blog_posts_link_phrases_inserted()`);
    await queryRunner.query(`DROP TABLE "blog_post_link_phrases"`);
    await queryRunner.query(`DROP TABLE "link_phrases"`);
    await queryRunner.query(`DROP FUNCTION link_phrases_of(text, text[])`);
    await queryRunner.query(`DROP FUNCTION link_tokens(text)`);
    await queryRunner.query(`DROP FUNCTION link_phrase_text(text)`);
  }
}
