import { DRAFT_PLACEHOLDER_CONTENT, DRAFT_PLACEHOLDER_LINES, holdsDraftPlaceholder, isUnwrittenContent } from './categories';

const SPEC_LINE = 'This post is ready for Claude to write content.';

describe('the draft placeholder', () => {
  it('is neutral text for new drafts, and the spec\'s line still reads as a placeholder in stored drafts', () => {
    expect(DRAFT_PLACEHOLDER_CONTENT).toBe('This post is ready to be written.');
    expect(DRAFT_PLACEHOLDER_CONTENT).not.toMatch(/claude/i);
    expect(DRAFT_PLACEHOLDER_LINES).toEqual([DRAFT_PLACEHOLDER_CONTENT, SPEC_LINE]);
  });

  it.each([
    [DRAFT_PLACEHOLDER_CONTENT, true, true],
    [SPEC_LINE, true, true],
    [`  ${SPEC_LINE}\n`, true, true],
    ['', false, true],
    [`Intro by hand.\n\n${DRAFT_PLACEHOLDER_CONTENT}`, true, false],
    ['## Written\n\nA real article.', false, false],
  ])('%j: holds a placeholder %s, unwritten %s', (content, holds, unwritten) => {
    expect(holdsDraftPlaceholder(content)).toBe(holds);
    expect(isUnwrittenContent(content)).toBe(unwritten);
  });
});
