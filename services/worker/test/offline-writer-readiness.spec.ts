import { DEFAULT_BRAND_KIT } from '@app/contract';
import { countWords, findSection, replaceSectionBody, sectionBody, sectionHeadings } from '@app/site';
// The gateway's own publish-readiness checks (a test may reach into the other service; its source may not).
import { checkPost, type CheckItem } from '../../gateway/src/checks/post-checks';
import { generateIdeas } from '../src/offline-writer';
import { OfflineProvider } from '../src/providers/offline.provider';
import { draftOfflineArticle } from './support/offline-article';
import { SEEDED_TOPICS } from './support/seeded-topics';

const CONTEXT = { brandKit: DEFAULT_BRAND_KIT, isLivePath: () => true, origin: 'https://hyperframe.example' };
/** A vendor, or the product's own machinery, named in text meant for readers. */
const INTERNALS = /\b(?:Claude|Anthropic|OpenAI|ChatGPT|GPT-?\d|Gemini|LLM|language model|offline (?:writer|provider)|placeholder|brand kit|prompt|This updated version)\b|\{\w+\}/i;
const provider = new OfflineProvider();
const describe30 = (items: CheckItem[]) => items.map((item) => `${item.level} ${item.id}: ${item.message} ${item.excerpt ?? ''}`).join('\n');

/**
 * Issue 29 item 5: the offline writer is a good citizen of its own rules, for 30 seeded topics. The
 * articles are judged by the gateway's real readiness checks (post-checks), the ones the studio shows.
 */
describe.each(SEEDED_TOPICS.map((settings) => [settings.topic, settings] as const))('the offline writer on "%s"', (topic, settings) => {
  const ideas = generateIdeas({ ...settings, targetLength: 'medium' }, { seed: 29 });

  it('proposes titles of at most 60 characters that never paste the topic in', () => {
    expect(ideas).toHaveLength(10);
    for (const title of ideas) {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(title.toLowerCase()).not.toContain(topic.toLowerCase());
      expect(title).not.toMatch(INTERNALS);
    }
  });

  it('drafts an article with no blocker and at most 2 warnings in its own readiness check', async () => {
    for (const title of ideas.slice(0, 2)) {
      const post = await draftOfflineArticle(title, settings.industry);
      const checks = checkPost(post, CONTEXT);

      const blockers = checks.items.filter((item) => item.level === 'blocker');
      const warnings = checks.items.filter((item) => item.level === 'warning');
      expect(describe30(blockers)).toBe('');
      expect(warnings.length).toBeLessThanOrEqual(2);
      expect([post.content, post.excerpt, post.metaDescription, post.featuredImageAlt].join('\n')).not.toMatch(INTERNALS);
    }
  });

  it('replaces exactly the section a request names; "shorten" makes it shorter and "expand" longer', async () => {
    const post = await draftOfflineArticle(ideas[0], settings.industry);
    const headings = sectionHeadings(post.content);
    const heading = headings[1];
    const before = sectionBody(findSection(post.content, heading)!);
    const request = { title: post.title, category: settings.industry, keywords: post.keywords, outline: headings, heading, body: before, brandKit: DEFAULT_BRAND_KIT };

    for (const [feedback, grows] of [['Shorten to two sentences', false], ['Expand this section', true], ['Rewrite it for people who film on a phone', null]] as const) {
      const body = (await provider.reviseSection({ ...request, feedback })).value;
      const edited = (await provider.editText({ ...request, goal: feedback, content: body })).value.content;
      const content = replaceSectionBody(post.content, heading, edited);

      expect(sectionHeadings(content)).toEqual(headings);
      for (const other of headings.filter((name) => name !== heading)) expect(sectionBody(findSection(content, other)!)).toBe(sectionBody(findSection(post.content, other)!));
      expect(content.split('\n## ')[0]).toBe(post.content.split('\n## ')[0]);
      expect(sectionBody(findSection(content, heading)!)).toBe(edited.trim());
      expect(edited).not.toMatch(/^#{2,} /m);
      if (grows === false) expect(countWords(edited)).toBeLessThan(countWords(before));
      if (grows === true) expect(countWords(edited)).toBeGreaterThan(countWords(before));
      expect(edited).not.toMatch(INTERNALS);
    }
  });

  it('tightens the whole article without losing a section', async () => {
    const post = await draftOfflineArticle(ideas[0], settings.industry);

    const tightened = (await provider.reviseArticle({ title: post.title, category: settings.industry, keywords: post.keywords, content: post.content, feedback: 'Tighten the article', brandKit: DEFAULT_BRAND_KIT })).value;

    expect(sectionHeadings(tightened.content)).toEqual(sectionHeadings(post.content));
    expect(countWords(tightened.content)).toBeLessThan(countWords(post.content));
    expect(tightened.content).not.toMatch(INTERNALS);
  });
});
