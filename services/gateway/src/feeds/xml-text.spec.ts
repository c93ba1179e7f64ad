import { stripNonXmlChars, textSlices } from './xml-text';

describe(stripNonXmlChars.name, () => {
  it('drops every character XML 1.0 does not allow', () => {
    const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char));
    for (const char of [...c0, '\ufffe', '\uffff', '\ud800', '\udfff']) {
      expect(stripNonXmlChars(`a${char}b`)).toBe('ab');
    }
  });

  it('keeps tab, newlines and every other character, astral ones included', () => {
    const text = '<t a="1">\ttab\nline\r\n é ü — \u007f \u0085 \ud7ff \ue000 \ufffd 😀 \u{10ffff}</t>';
    expect(stripNonXmlChars(text)).toBe(text);
  });
});

describe(textSlices.name, () => {
  it('cuts text into slices that join back whole, never inside a surrogate pair', () => {
    const text = `ab\u{1F600}cd\u{1F600}\u{1F600}e`;
    for (const size of [1, 2, 3, 4, 100]) {
      const slices = [...textSlices(text, size)];
      expect(slices.join('')).toBe(text);
      expect(slices.map(stripNonXmlChars).join('')).toBe(text);
    }
  });
});
