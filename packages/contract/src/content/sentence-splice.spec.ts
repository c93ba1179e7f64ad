import { locateSentence, sentenceKey, spliceSentence } from './sentence-splice';

const ARTICLE = [
  '## Results',
  '',
  'Short cuts hold viewers. Our edits grew views by 40% in a month. Keep it up.',
  '',
  '- We generated **$2M in revenue** for [our clients](/services) last year.',
  '- A list item that',
  '  wraps onto a second line here.',
  '',
].join('\n');

describe(locateSentence.name, () => {
  it('finds a sentence written as the reader sees it, byte for byte', () => {
    const found = locateSentence(ARTICLE, 'Our edits grew views by 40% in a month.');

    expect(found).toEqual({ kind: 'found', span: { start: ARTICLE.indexOf('Our edits'), end: ARTICLE.indexOf(' Keep it up.'), text: 'Our edits grew views by 40% in a month.' } });
  });

  it('finds a sentence whose markdown has marks and links the checks dropped, and one that wraps lines', () => {
    const marked = locateSentence(ARTICLE, 'We generated $2M in revenue for our clients last year.');
    expect(marked).toMatchObject({ kind: 'found', span: { text: 'We generated **$2M in revenue** for [our clients](/services) last year.' } });

    const wrapped = locateSentence(ARTICLE, 'A list item that wraps onto a second line here.');
    expect(wrapped).toMatchObject({ kind: 'found', span: { text: 'A list item that\n  wraps onto a second line here.' } });
  });

  it('keeps emphasis that encloses the whole sentence with it', () => {
    expect(locateSentence('Intro. **Views doubled in 2024.** Outro.', 'Views doubled in 2024.')).toMatchObject({ kind: 'found', span: { text: '**Views doubled in 2024.**' } });
  });

  it('is missing when the article no longer holds it, and ambiguous when it stands there twice', () => {
    expect(locateSentence(ARTICLE, 'Our edits grew views by 50% in a month.')).toEqual({ kind: 'missing' });
    expect(locateSentence('Keep it up. Then more. Keep it up.', 'Keep it up.')).toEqual({ kind: 'ambiguous', count: 2 });
    // Inside a longer word run it is not a sentence of its own.
    expect(locateSentence('Do not Keep it upright.', 'Keep it up')).toEqual({ kind: 'missing' });
    expect(locateSentence(ARTICLE, '   ')).toEqual({ kind: 'missing' });
  });
});

describe(spliceSentence.name, () => {
  it('replaces the one sentence and leaves every other byte as it was', () => {
    const original = 'Our edits grew views by 40% in a month.';
    const sut = spliceSentence(ARTICLE, original, 'Our edits grew views noticeably.')!;

    const at = ARTICLE.indexOf(original);
    expect(sut.slice(0, at)).toBe(ARTICLE.slice(0, at));
    expect(sut.slice(at + 'Our edits grew views noticeably.'.length)).toBe(ARTICLE.slice(at + original.length));
  });

  it('drops a sentence with the space that separated it, at the start, middle or end of a paragraph', () => {
    expect(spliceSentence('A one. Two here. Three.', 'Two here.', '')).toBe('A one. Three.');
    expect(spliceSentence('First. Second.\n', 'First.', '')).toBe('Second.\n');
    expect(spliceSentence('First. Last one.\nNext line.', 'Last one.', '')).toBe('First.\nNext line.');
  });

  it('refuses when the sentence is gone or stands there twice', () => {
    expect(spliceSentence(ARTICLE, 'Not in the article.', 'x')).toBeNull();
    expect(spliceSentence('Same. Same.', 'Same.', 'x')).toBeNull();
    expect(spliceSentence(ARTICLE, '', 'x')).toBeNull();
  });
});

describe(sentenceKey.name, () => {
  it('is short, stable and tells sentences apart', () => {
    expect(sentenceKey('A.')).toMatch(/^[0-9a-f]{16}$/);
    expect(sentenceKey('A.')).toBe(sentenceKey('A.'));
    expect(sentenceKey('A.')).not.toBe(sentenceKey('B.'));
  });
});
