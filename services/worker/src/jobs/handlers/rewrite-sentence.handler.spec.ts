import { paragraphAround, replacementOf } from './rewrite-sentence.handler';

describe(paragraphAround.name, () => {
  const content = '## Results\n\nFirst line. The claim sits here.\nSecond line of the paragraph.\n\n## Next\n\nOther text.';

  it('is the blank-line block holding the sentence, on one line', () => {
    expect(paragraphAround(content, 'The claim sits here.')).toBe('First line. The claim sits here. Second line of the paragraph.');
    expect(paragraphAround(content, 'Other text.')).toBe('Other text.');
  });

  it('is the sentence itself when the content does not hold it', () => {
    expect(paragraphAround(content, 'Elsewhere.')).toBe('Elsewhere.');
  });
});

describe(replacementOf.name, () => {
  const original = 'Views grew 40% in a week.';

  it('is the answer trimmed, its line breaks as spaces', () => {
    expect(replacementOf('  Views grew noticeably\nin a week.  ', original)).toBe('Views grew noticeably in a week.');
    expect(replacementOf('', original)).toBe('');
  });

  it.each([
    ['a new paragraph', 'Views grew.\n\nAnd a second paragraph.'],
    ['a heading', '## Views grew'],
    ['a list', '- Views grew\n- a lot'],
    ['far longer than the sentence', `Views grew ${'very '.repeat(80)}much.`],
  ])('is null for %s', (_what, answer) => {
    expect(replacementOf(answer, original)).toBeNull();
  });
});
