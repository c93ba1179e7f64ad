import type { IncomingMessage, ServerResponse } from 'node:http';
import { cleanBodyText, findUnstorableText, unstorableTextMessage, verifyUtf8Body } from './body-text.middleware';

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

describe(cleanBodyText.name, () => {
  it('cleans every string by its field: one line, or lines kept where the field has them', () => {
    const body = {
      title: 'Bad\u0001 title\r\nwith a break',
      content: '## Head\r\n\r\n\tcode\u0007\n',
      keywords: ['one\u0085two', 'Cafe\u0301'],
      facts: [{ statement: 'Line one\nline two\u001b', source: 'spec\tsheet' }],
      estimatedReadTime: 5,
      published: true,
      missing: null,
    };
    cleanBodyText(body);
    expect(body).toEqual({
      title: 'Bad title with a break',
      content: '## Head\n\n\tcode\n',
      keywords: ['one two', 'Café'],
      facts: [{ statement: 'Line one\nline two', source: 'spec sheet' }],
      estimatedReadTime: 5,
      published: true,
      missing: null,
    });
  });

  it('leaves the sign-in credentials exactly as typed', () => {
    const body = { username: 'admin\u0001', password: 'pa\u0301ss\tword\r\n' };
    cleanBodyText(body);
    expect(body).toEqual({ username: 'admin\u0001', password: 'pa\u0301ss\tword\r\n' });
  });

  it('walks a wide body without recursion and ignores what is not an object', () => {
    const wide: Record<string, string> = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 'x\u0001']));
    cleanBodyText(wide);
    expect(Object.values(wide).every((value) => value === 'x')).toBe(true);
    expect(() => cleanBodyText('text')).not.toThrow();
    expect(() => cleanBodyText(null)).not.toThrow();
  });
});

describe(verifyUtf8Body.name, () => {
  const verify = (bytes: number[] | string, encoding = 'utf-8') =>
    () => verifyUtf8Body({} as IncomingMessage, {} as ServerResponse, typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes), encoding);

  it('accepts UTF-8, emoji and BOM included', () => {
    expect(verify('{"title":"Café 😀"}')).not.toThrow();
    expect(verify([0xef, 0xbb, 0xbf, 0x7b, 0x7d])).not.toThrow();
  });

  it.each([
    ['a lone continuation byte', [0x7b, 0x22, 0x80, 0x22, 0x7d]],
    ['a truncated sequence', [0x22, 0xe2, 0x82, 0x22]],
    ['an overlong encoding', [0x22, 0xc0, 0xaf, 0x22]],
    ['an encoded surrogate', [0x22, 0xed, 0xa0, 0x80, 0x22]],
    ['a byte UTF-8 never uses', [0x22, 0xff, 0x22]],
  ])('refuses %s with a 400 that body-parser passes on', (_label, bytes) => {
    expect(verify(bytes)).toThrow(expect.objectContaining({ status: 400, type: 'entity.utf8.invalid' }));
  });

  it('leaves other declared charsets to their decoder', () => {
    expect(verify([0xff, 0xfe, 0x7b, 0x00], 'utf-16le')).not.toThrow();
  });
});
