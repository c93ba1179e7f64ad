import { BLOG_CATEGORIES } from '../blog';
import { IdeaSettings } from '../jobs';
import { generateIdeas } from './idea-generator';

const settings = (overrides: Partial<IdeaSettings> = {}): IdeaSettings => ({
  topic: 'youtube retention editing',
  keywords: ['captions', 'premiere pro'],
  targetLength: 'medium',
  tone: 'professional',
  industry: 'Video Editing',
  ...overrides,
});

describe(generateIdeas.name, () => {
  const sut = generateIdeas;

  it.each([
    ['short', 5],
    ['medium', 10],
    ['long', 15],
  ] as const)('returns %s = %i distinct ideas for every category and tone', (targetLength, count) => {
    for (const industry of BLOG_CATEGORIES) {
      for (const tone of ['professional', 'casual', 'technical'] as const) {
        const ideas = sut(settings({ targetLength, industry, tone }));
        expect(ideas).toHaveLength(count);
        expect(new Set(ideas.map((i) => i.toLowerCase())).size).toBe(count);
      }
    }
  });

  it('builds specific titles from the topic, with brand names cased, and no filler', () => {
    const ideas = sut(settings());
    for (const idea of ideas) {
      expect(idea).not.toMatch(/idea\s*\d/i);
      expect(idea).not.toMatch(/[{}]/);
    }
    expect(ideas.filter((i) => i.includes('YouTube Retention Editing')).length).toBeGreaterThanOrEqual(8);
  });

  it('changes the angle with the tone', () => {
    const casual = sut(settings({ tone: 'casual', targetLength: 'long' })).join(' ');
    const technical = sut(settings({ tone: 'technical', targetLength: 'long' })).join(' ');
    expect(casual).toMatch(/beginner|start|simple|plain english|first/i);
    expect(technical).toMatch(/advanced|technical|deep dive|data|scale/i);
    expect(casual).not.toEqual(technical);
  });

  it('uses the keywords and the category', () => {
    const ideas = sut(settings({ targetLength: 'long', industry: 'Video Marketing', keywords: ['meta ads'] }));
    expect(ideas.some((i) => i.includes('Meta Ads'))).toBe(true);
    expect(ideas.some((i) => /Funnel|Paid Ads|Converting|Revenue|Sales Video Letter|Shoot|UGC/.test(i))).toBe(true);
  });

  it('is deterministic', () => {
    expect(sut(settings({ targetLength: 'long' }))).toEqual(sut(settings({ targetLength: 'long' })));
    expect(sut(settings({ topic: 'podcast clips' }))).not.toEqual(sut(settings()));
  });
});
