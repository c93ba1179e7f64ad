import { BLOG_CATEGORIES } from '@app/site';
import { IdeaSettings } from '@app/contract';
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

  it('builds specific titles of at most 60 characters that name the subject without pasting the topic in', () => {
    const ideas = sut(settings());
    for (const idea of ideas) {
      expect(idea).not.toMatch(/idea\s*\d/i);
      expect(idea).not.toMatch(/[{}]/);
      expect(idea.length).toBeLessThanOrEqual(60);
      expect(idea.toLowerCase()).not.toContain('youtube retention editing');
    }
    expect(ideas.filter((i) => i.includes('Retention Editing')).length).toBeGreaterThanOrEqual(8);
    expect(sut(settings({ topic: 'growing a youtube channel' }))[0]).toContain('YouTube');
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

  it('gives the same titles for the same settings and seed', () => {
    expect(sut(settings({ targetLength: 'long' }), { seed: 42 })).toEqual(sut(settings({ targetLength: 'long' }), { seed: 42 }));
    expect(sut(settings({ topic: 'podcast clips' }), { seed: 42 })).not.toEqual(sut(settings(), { seed: 42 }));
  });

  it('gives a different set of titles for the same topic with another seed', () => {
    const first = sut(settings(), { seed: 1 });
    const second = sut(settings(), { seed: 2 });
    expect(second).toHaveLength(10);
    const repeated = second.filter((title) => first.includes(title));
    expect(repeated.length).toBeLessThanOrEqual(3);
  });

  it.each(['professional', 'casual', 'technical'] as const)('keeps giving new %s titles over many seeds, none a near-copy of another', (tone) => {
    const titles = new Set<string>();
    for (let seed = 0; seed < 40; seed += 1) for (const title of sut(settings({ tone }), { seed })) titles.add(title);
    // 40 runs of 10 from a space of about 125 titles that fit in 60 characters: most of it is reached.
    expect(titles.size).toBeGreaterThanOrEqual(85);
    // A list size is part of the title, not of the run: "7 Tips" and "9 Tips" on one subject never both appear.
    const withoutNumbers = new Set([...titles].map((title) => title.replace(/\d+/g, '#')));
    expect(withoutNumbers.size).toBe(titles.size);
    for (const title of titles) expect(title).not.toMatch(/[{}]/);
  });

  it('returns as many titles as asked, up to the whole idea space', () => {
    expect(sut(settings(), { seed: 3, count: 3 })).toEqual(sut(settings(), { seed: 3 }).slice(0, 3));
    const everything = sut(settings(), { seed: 3, count: 10_000 });
    expect(everything.length).toBeGreaterThanOrEqual(120);
    expect(new Set(everything.map((title) => title.toLowerCase())).size).toBe(everything.length);
    expect(new Set(sut(settings(), { seed: 4, count: 10_000 }))).toEqual(new Set(everything));
  });
});
