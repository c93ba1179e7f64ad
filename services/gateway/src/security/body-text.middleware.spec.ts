import { findUnstorableText, unstorableTextMessage } from './body-text.middleware';

describe(findUnstorableText.name, () => {
  it('finds U+0000 and unpaired surrogates in any string of a body, and says where', () => {
    expect(findUnstorableText({ title: 'a\u0000b' })).toBe('title');
    expect(findUnstorableText({ title: 'ok', keywords: ['a', '\u0000'] })).toBe('keywords[1]');
    expect(findUnstorableText({ settings: { topic: 'x \ud800 y' } })).toBe('settings.topic');
    expect(findUnstorableText([{ feedback: 'trailing high \ud83d' }])).toBe('[0].feedback');
    expect(findUnstorableText({ f: 'lone low \udc00' })).toBe('f');
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findUnstorableText('\u0000')).toBe('the body');
  });

  it('lets everything else through: other controls, emoji, escapes that only look like NUL, non-strings', () => {
    const body = { title: 'tab\there \u000b \u0001 \u001f \ufffe', emoji: '😀 \u{10ffff}', content: '\\u0000 and \\0 as text', n: 0, b: false, z: null, list: [[]] };
    expect(findUnstorableText(body)).toBeNull();
    expect(findUnstorableText(null)).toBeNull();
  });

  it('walks a wide body without recursion', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 'x']));
    expect(findUnstorableText({ ...wide, last: '\u0000' })).toBe('last');
  });
});

describe(unstorableTextMessage.name, () => {
  it('names the field, with an unstorable character in a key written as an escape', () => {
    expect(unstorableTextMessage('keywords[1]')).toBe('keywords[1] must not contain NUL (U+0000) or unpaired surrogate characters');
    expect(unstorableTextMessage('a\u0000b\ud800')).toBe('a\\u0000b\\ud800 must not contain NUL (U+0000) or unpaired surrogate characters');
  });
});
