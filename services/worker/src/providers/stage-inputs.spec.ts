import { articleDigest, draftBrief, outlineBrief } from './stage-inputs';

const BRIEF = {
  angle: 'Retention is an editing decision.',
  audience: 'YouTube creators',
  keyPoints: ['Start with the payoff', 'Cut the pauses that do not breathe'],
  facts: ['16+ years of experience'],
};

describe('stage inputs', () => {
  it('the outline reads the angle, audience and key points, not the facts', () => {
    expect(outlineBrief(BRIEF)).toBe('Angle: Retention is an editing decision.\nAudience: YouTube creators\nKey points:\n- Start with the payoff\n- Cut the pauses that do not breathe');
  });

  it.each([
    ['a key point that became a heading travels once, as the heading', ['Start with the payoff!', 'Close the loop'], ['Cut the pauses that do not breathe']],
    ['every key point a heading: none listed', ['start with the payoff', 'Cut the pauses that do not breathe'], []],
    ['no key point a heading: all listed', ['Hooks', 'Pacing'], BRIEF.keyPoints],
  ])('the draft: %s', (_case, sections, points) => {
    const sut = draftBrief(BRIEF, { sections });

    expect(sut).toContain('Angle: Retention is an editing decision.\nAudience: YouTube creators');
    expect(sut).toContain('Agency facts to use where they fit:\n- 16+ years of experience');
    expect(sut.includes('Key points to make:')).toBe(points.length > 0);
    for (const point of BRIEF.keyPoints) expect(sut.includes(`- ${point}`)).toBe(points.includes(point));
  });

  it('the draft says when the brief quotes no facts', () => {
    expect(draftBrief({ ...BRIEF, facts: [] }, { sections: ['A'] })).toContain('Agency facts to use where they fit:\n- none');
  });

  describe(articleDigest.name, () => {
    const article = ['Retention is won in the first thirty seconds.', '', 'Most creators lose it with a slow open.', '', '## Start with the payoff', '', 'Show the result first. '.repeat(20), '', '## Keep the pace honest', '', 'Trim pauses. '.repeat(20)].join('\n');

    it('holds the opening, every heading in order and the length, not the sections\' text', () => {
      const sut = articleDigest(article);

      expect(sut).toBe(['Retention is won in the first thirty seconds.', '', 'Most creators lose it with a slow open.', '', 'Sections (144 words in all):', '- Start with the payoff', '- Keep the pace honest'].join('\n'));
    });

    it("takes the first section's first paragraph when the article has no opening", () => {
      expect(articleDigest('## Only section\n\nFirst paragraph here.\n\nSecond paragraph.')).toBe('First paragraph here.\n\nSections (7 words in all):\n- Only section');
    });

    it('cuts a long opening at a word', () => {
      const sut = articleDigest(`${'word '.repeat(300)}\n\n## A\n\ntext`);
      const opening = sut.split('\n\n')[0];

      expect(opening.length).toBeLessThanOrEqual(701);
      expect(opening.endsWith('word…')).toBe(true);
    });
  });
});
