import { BlogPost, buildDataSourceOptions } from '@app/contract';
import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource, Not } from 'typeorm';
import { InternalLinksRepository } from '../src/internal-links/internal-links.repository';
import { linkTextGrams, linkTokens } from '../src/internal-links/link-phrase-keys';
import { suggestLinks } from '../src/internal-links/link-suggestions';
import { AGENCY_LINK_PAGES, postLinkTargets } from '../src/internal-links/link-targets';

/**
 * Issue 30: link suggestions try only the posts whose phrases the article may hold (InternalLinksRepository,
 * migration LinkPhrases) instead of every published post. They must find exactly what trying every post
 * finds, including where case, Unicode and shared keywords make that subtle.
 */
describe('Link candidates (the phrase look-up behind link suggestions)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sut: InternalLinksRepository;
  let made = 0;

  const post = (title: string, keywords: string[] = [], content = '', published = true) =>
    dataSource.getRepository(BlogPost).save({ title, slug: `post-${(made += 1)}`, excerpt: '', content, category: 'Video Editing', author: 'Team', keywords, published });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    sut = new InternalLinksRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it("reads an article's words as the database reads a phrase's", async () => {
    const texts = [
      'Colour Grading: A Checklist!',
      'KELVIN \u212Aelvin ſtyle ẞig straße',
      'İstanbul i\u0307stanbul Istanbul',
      'café CAFÉ naïve Ωmega 日本語のタイトル',
      'J-Cut, the L-Cut and 30 Seconds',
      '\u00a0 non\u2009breaking\u3000spaces\ufeff ',
      '',
      '!!! ---',
    ];

    const [{ tokens }] = await dataSource.query('SELECT array_agg(array_to_string(link_tokens(text), \' \') ORDER BY place) AS tokens FROM unnest($1::text[]) WITH ORDINALITY AS t(text, place)', [texts]);

    expect(tokens).toEqual(texts.map((text) => linkTokens(text).join(' ')));
  });

  describe('finds what trying every published post finds', () => {
    beforeAll(async () => {
      await post('Colour Grading Wedding Films', ['skin tones', 'video editing']);
      await post('Hooks That Hold Viewers', ['retention editing', 'Video Editing']);
      await post('Sound Design Basics', ['video editing', 'J-Cut']);
      // The same phrase under other cases and spacing: one phrase for the owners rule.
      await post('Colour Timing for Documentaries', ['RETENTION EDITING']);
      await post('Pacing a Podcast', ['Pacing']);
      await post('Pacing a Podcast, Part Two', ['pacing rhythm']);
      // Unicode: what the case-insensitive match equates (Kelvin sign, long s), what it does not (İ), accents.
      await post('The \u212Aelvin Scale of Colour', ['colour temperature']);
      await post('Whiſky and Sound', ['sound mixing']);
      await post('İstanbul Shoots', ['location scouting']);
      await post('Café Interviews', ['CAFÉ AMBIENCE']);
      await post('Cafe Interviews Again', ['cafe ambience']);
      // Two posts share a phrase whose lower case a third post's phrase has: shared by three.
      await post('Ambience Two', ['CAFÉ AMBIENCE']);
      await post('Ambience Three', ['café ambience']);
      await post('\u00a0Trimmed Title\u2009', ['  spaced   keyword  ']);
      await post('日本語のタイトル', ['ドキュメンタリー']);
      // Drafts are never targets, nor do they make a phrase shared.
      await post('Colour Grading Wedding Films (draft)', ['skin tones', 'colour temperature'], '', false);
      await post('Drafted Only', ['pacing rhythm'], '', false);
    });

    const articles = [
      'Good retention editing starts early. Skin tones matter too; video editing is a craft.',
      'Colour grading wedding films needs colour temperature control and Kelvin scale knowledge: the kelvin scale of colour.',
      'WHISKY AND SOUND, whisky and sound mixing. SOUND DESIGN BASICS with a J-cut or j cut.',
      'istanbul shoots and İstanbul Shoots, location scouting; café interviews and CAFÉ ambience, cafe ambience too.',
      'Pacing a podcast is about pacing rhythm and pacing.\n\nHooks that hold viewers: hooks  that\nhold viewers.',
      'A trimmed title and a spaced keyword, spaced   keyword. 日本語のタイトル and ドキュメンタリー.',
      'Our services and the Hyperframe Academy; colour timing for documentaries.',
    ];

    it.each(articles.map((content, index) => [index, content]))('article %i', async (_index, content) => {
      const article = await post(`Article ${made}`, [], content as string, false);
      const others = await dataSource.getRepository(BlogPost).find({
        select: { id: true, title: true, slug: true, keywords: true },
        where: { published: true, id: Not(article.id) },
        order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
      });
      const everyPost = suggestLinks(article.content, [...postLinkTargets(others), ...AGENCY_LINK_PAGES]);

      const { posts, sharedPhrases } = await sut.linkCandidates(article.id, linkTextGrams(article.content));

      expect(suggestLinks(article.content, [...postLinkTargets(posts, sharedPhrases), ...AGENCY_LINK_PAGES])).toEqual(everyPost);
      expect(posts.length).toBeLessThan(others.length);
    });

    it('keeps the phrases up to date as posts are written', async () => {
      const content = 'Lighting a night exterior with practical lamps.';
      const article = await post('Lighting article', [], content, false);
      const candidates = async () => (await sut.linkCandidates(article.id, linkTextGrams(content))).posts.map((found) => found.id);
      // Posts whose phrase has no ASCII letter or digit (a Japanese title above) may be anywhere: always tried.
      const always = await candidates();
      const added = async () => (await candidates()).filter((id) => !always.includes(id)).sort();

      const lamps = await post('Practical Lamps');
      const night = await post('Night Work', ['night exterior']);
      expect(await added()).toEqual([lamps.id, night.id].sort());

      await dataSource.getRepository(BlogPost).update(night.id, { keywords: ['day exterior'] });
      await dataSource.getRepository(BlogPost).update(lamps.id, { published: false });
      expect(await added()).toEqual([]);

      await dataSource.getRepository(BlogPost).update(lamps.id, { published: true });
      expect(await added()).toEqual([lamps.id]);
      await post('Practical Lamps Again', ['practical lamps']);
      expect(await added()).toEqual([]);
      expect((await sut.linkCandidates(article.id, linkTextGrams(content))).sharedPhrases).toEqual(['practical lamps']);
    });
  });
});
