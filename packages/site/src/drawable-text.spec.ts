import { drawableText } from './drawable-text';

describe(drawableText.name, () => {
  it.each([
    ['a control character', 'Bad\u0001 title', 'Bad title'],
    ['escape, bell, backspace, form feed, vertical tab', 'a\u001b[31m\u0007\b\f\u000bb', 'a[31mb'],
    ['DEL and C1 controls', 'x\u007f\u0080\u009fy', 'xy'],
    ['noncharacters XML refuses', 'x\ufffe\uffffy', 'xy'],
    ['unpaired surrogates', 'x\ud800y\udc00z', 'xyz'],
    ['NUL', 'a\u0000b', 'ab'],
    ['decomposed accents, as NFC', 'Cafe\u0301 re\u0301sume\u0301', 'Café résumé'],
    ['line breaks in one line', 'Two\r\nlines \t and\u2028more', 'Two lines and more'],
    ['NEL between words', 'one\u0085two', 'one two'],
  ])('single-line: %s', (_label, input, expected) => {
    expect(drawableText(input)).toBe(expected);
  });

  it.each([
    ['keeps tabs and line feeds', '## Head\n\n\tcode\n', '## Head\n\n\tcode\n'],
    ['folds CR LF, CR and Unicode separators into LF', 'a\r\nb\rc\u2028d\u2029e\u0085f', 'a\nb\nc\nd\ne\nf'],
    ['removes the controls around them', 'a\u0001\n\u0002b', 'a\nb'],
  ])('multi-line: %s', (_label, input, expected) => {
    expect(drawableText(input, 'multi-line')).toBe(expected);
  });

  it('keeps everything that is text: emoji, astral letters, right-to-left and zero-width marks, spaces as typed', () => {
    const text = 'Edit 😀 𝒳 \u202eRTL\u202c zero\u200bwidth  two  spaces\u00a0nbsp';
    expect(drawableText(text)).toBe(text);
    expect(drawableText(text, 'multi-line')).toBe(text);
  });
});
