/**
 * Text the product can draw, one rule for every text field: the gateway applies it to every string of
 * every JSON body on the way in (services/gateway/src/security/body-text.middleware.ts), and the cover
 * designer to whatever reaches it, so a row written before the rule still renders.
 *
 * - NFC: one spelling of each accented letter (what is stored is what a search or a slug compares).
 * - Line breaks (CR LF, CR, NEL, U+2028, U+2029) become LF.
 * - Removed: C0 controls but tab and line feed, DEL, C1 controls, unpaired surrogates and the
 *   noncharacters U+FFFE and U+FFFF. XML 1.0 admits none of them (the cover's SVG, RSS, the sitemap),
 *   HTML reports them as parse errors, and no font draws them.
 * - Single-line text (titles, names, keywords...): a run of whitespace holding a tab or a line break
 *   becomes one space. Multi-line text (an article, an excerpt, feedback) keeps its tabs and line feeds.
 */
export type TextShape = 'single-line' | 'multi-line';

const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
const UNDRAWABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|\p{Cs}/gu;
const BROKEN_LINE = /[ \t\n]*[\t\n][ \t\n]*/g;

export function drawableText(text: string, shape: TextShape = 'single-line'): string {
  const clean = text.replace(LINE_BREAKS, '\n').replace(UNDRAWABLE, '').normalize('NFC');
  return shape === 'multi-line' ? clean : clean.replace(BROKEN_LINE, ' ');
}
