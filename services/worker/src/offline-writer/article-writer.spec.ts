import { BLOG_CATEGORIES, estimateReadTime } from '@app/site';
import { ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS, writeArticle } from './article-writer';
import { ArticleBrief } from './content.types';
import { countWords } from './text';

const TITLES = [
  'How to Plan a Month of YouTube Shorts in One Afternoon',
  'Colour Grading for Music Videos',
  'The Editor\'s Guide to Podcast Clips: From Raw Footage to Final Cut',
  'Why Your Product Demos Are Not Converting',
  'Retention',
  'Sound Design Secrets From Television',
];
const TONES = ['professional', 'casual', 'technical'] as const;

describe(writeArticle.name, () => {
  const sut = writeArticle;
  const cases: ArticleBrief[] = BLOG_CATEGORIES.flatMap((category, c) =>
    TITLES.map((title, t) => ({ title, category, keywords: t % 2 ? ['video editing', 'retention'] : [], tone: TONES[(c + t) % 3] })),
  );

  it(`writes ${ARTICLE_MIN_WORDS}-${ARTICLE_MAX_WORDS} words of structured markdown in every category`, () => {
    for (const input of cases) {
      const article = sut(input);
      const words = countWords(article.content);
      expect(words).toBeGreaterThanOrEqual(ARTICLE_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(ARTICLE_MAX_WORDS);
      expect(article.content).not.toMatch(/^# /m);
      expect(article.content.match(/^## /gm)!.length).toBeGreaterThanOrEqual(5);
      expect(article.content).toMatch(/^(- |1\. )/m);
      expect(article.content).toMatch(/^\| --- |^- \[ \] /m);
      expect(article.content).not.toMatch(/[{}]/);
      expect(article.estimatedReadTime).toBe(estimateReadTime(article.content));
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.metaDescription.length).toBeGreaterThan(40);
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.keywords.length).toBeGreaterThan(0);
    }
  });

  it('speaks to the category audience and ends with its call to action', () => {
    const ctas: Record<string, RegExp> = {
      'Video Editing': /Academy/,
      'Video Marketing': /Explore Scale/,
      'Content Creating': /Explore Creator/,
      'Audience Building': /Explore Influencer/,
    };
    for (const category of BLOG_CATEGORIES) {
      const article = sut({ title: 'Retention', category, keywords: [] });
      const lastSection = article.content.split('\n## ').pop()!;
      expect(lastSection).toMatch(ctas[category]);
    }
    expect(sut({ title: 'Retention', category: 'Podcasts', keywords: [] }).content).toMatch(/View our services/);
  });

  it('weaves in the agency facts', () => {
    const text = cases.map((input) => sut(input).content).join('\n');
    for (const fact of ['16+ years', '10,000', '55.8M+', 'television', 'Creator', 'Influencer', 'Scale', 'Academy', 'Live']) {
      expect(text).toContain(fact);
    }
  });

  it('is deterministic, and different titles read differently', () => {
    const input = cases[3];
    expect(sut(input)).toEqual(sut({ ...input, keywords: [...input.keywords] }));
    const a = sut({ title: 'Colour Grading for Music Videos', category: 'Video Editing', keywords: [] }).content;
    const b = sut({ title: 'Sound Design Secrets From Television', category: 'Video Editing', keywords: [] }).content;
    expect(a).not.toEqual(b);
    const headings = (text: string) => text.match(/^## .*/gm)!.join('|');
    expect(headings(a)).not.toEqual(headings(b));
  });

  it('uses the topic and keywords in the text and the keyword list', () => {
    const article = sut({ title: 'Anything', category: 'Video Marketing', keywords: ['meta ads', 'ugc'], topic: 'restaurant promos' });
    expect(article.content).toContain('restaurant promos');
    expect(article.content).toContain('meta ads');
    expect(article.keywords).toEqual(expect.arrayContaining(['meta ads', 'ugc', 'restaurant promos']));
  });

  it('keeps an excerpt it was given when it is a real excerpt', () => {
    const excerpt = 'A practical walkthrough of how we plan, shoot and cut restaurant promos that fill tables on a Tuesday.';
    expect(sut({ title: 'Restaurant promos', category: 'Video Marketing', keywords: [], excerpt }).excerpt).toBe(excerpt);
    expect(sut({ title: 'Restaurant promos', category: 'Video Marketing', keywords: [], excerpt: 'restaurant promos' }).excerpt).not.toBe('restaurant promos');
  });
});
