/**
 * Everything outside XML 1.0's Char production (§2.2): C0 controls but tab, LF and CR, lone
 * surrogates, U+FFFE and U+FFFF. One of them anywhere makes a whole document unreadable to a strict
 * parser (feed readers, search engines' sitemap readers), and a post can hold them (pasted text).
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The XML document with the characters XML cannot carry dropped: they have no escaped form either. */
export function stripNonXmlChars(document: string): string {
  return document.replace(NOT_XML_CHAR, '');
}

/**
 * `text` in slices of about `size` UTF-16 units (a pair may make one a unit longer), never splitting a surrogate pair: each slice can be
 * encoded (and cleaned with stripNonXmlChars) on its own, in its own turn of the event loop.
 */
export function* textSlices(text: string, size: number): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + size);
    const last = text.charCodeAt(end - 1);
    // A slice never ends between the halves of a pair: it stops before the pair, or (a slice of one
    // unit that would hold only the high half) takes the whole pair.
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1;
    yield text.slice(start, end);
    start = end;
  }
}
