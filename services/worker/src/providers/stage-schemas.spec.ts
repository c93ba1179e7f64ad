import { draftAnswer, editAnswer, sectionAnswer } from './stage-schemas';

const WORDS = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');

describe('stage answer schemas', () => {
  // Issue 25: AI-written content is held to the editor's nesting rule (an answer nested deeper retries the stage).
  it.each([
    ['a draft', draftAnswer, { content: `${WORDS}\n\n${'>'.repeat(2000)} deep` }],
    ['an edit', editAnswer, { content: `${'- '.repeat(100)}deep`, changes: [] }],
    ['a section', sectionAnswer, { content: `${'*'.repeat(500)}x${'*'.repeat(500)}` }],
  ])('refuses %s nested deeper than the site renders', (_name, schema, answer) => {
    const parsed = schema.safeParse(answer);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/nests quotes, lists or emphasis deeper than \d+ levels/);
  });

  it('accepts the nesting writers use', () => {
    expect(draftAnswer.safeParse({ content: `## Pace\n\n> - a point\n>   - a sub-point\n\n***${WORDS}***` }).success).toBe(true);
  });
});
