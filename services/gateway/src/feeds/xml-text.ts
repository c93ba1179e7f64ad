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
