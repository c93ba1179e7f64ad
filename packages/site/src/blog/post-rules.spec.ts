import { estimateReadTime, excerptOrFallback, parseKeywords, slugify } from './post-rules';

describe(parseKeywords.name, () => {
  it.each([
    ['a JSON-encoded array', '["YouTube", "editing"]'],
    ['a plain array', ['YouTube', 'editing']],
    ['a comma-separated string', 'YouTube, editing'],
  ])('reads %s', (_form, input) => {
    expect(parseKeywords(input)).toEqual(['YouTube', 'editing']);
  });

  it('drops blanks and case-insensitive duplicates', () => {
    expect(parseKeywords(' a, ,A , b,')).toEqual(['a', 'b']);
  });

  it('treats a broken JSON string as a comma-separated list', () => {
    expect(parseKeywords('[broken, list')).toEqual(['[broken', 'list']);
  });

  it('returns an empty list for an empty JSON array, null and non-strings', () => {
    expect(parseKeywords('[]')).toEqual([]);
    expect(parseKeywords(null)).toEqual([]);
    expect(parseKeywords({ a: 1 })).toEqual([]);
  });
});

describe(slugify.name, () => {
  it('lowercases and turns each run of other characters into one hyphen', () => {
    expect(slugify('  10 Editing Tips: Cut, Trim & Grade!  ')).toBe('10-editing-tips-cut-trim-grade');
  });

  it('drops accents and emoji as separators', () => {
    expect(slugify('Vidéo 😀 Guide')).toBe('vid-o-guide');
  });
});

describe(excerptOrFallback.name, () => {
  it('keeps an existing excerpt', () => {
    expect(excerptOrFallback('Short.', 'Long content')).toBe('Short.');
  });

  it('uses the first 100 characters of content and an ellipsis when blank', () => {
    expect(excerptOrFallback('  ', 'y'.repeat(120))).toBe(`${'y'.repeat(100)}...`);
  });
});

describe(estimateReadTime.name, () => {
  it('counts 200 words a minute, at least one', () => {
    expect(estimateReadTime('word '.repeat(1000))).toBe(5);
    expect(estimateReadTime('')).toBe(1);
  });
});
