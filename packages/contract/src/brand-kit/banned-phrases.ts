/**
 * A banned phrase as a pattern: any case, curly or straight apostrophes, any run of spaces, a hyphen
 * or a space where the phrase has a hyphen, and its inflections ("delve" finds "delves", "delving").
 * Shared by the gateway's checks (which report hits) and the offline writer (which never emits one).
 */
export function bannedPhrasePattern(phrase: string): RegExp {
  const words = phrase.trim().replace(/e$/i, (ending) => (/\s/.test(phrase.trim()) ? ending : ''));
  const body = words
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/['’]/g, "['’]")
    .replace(/-/g, '[-\\s]?')
    .replace(/\s+/g, '\\s+');
  const suffix = /\s/.test(phrase.trim()) ? '' : '[a-z]{0,4}';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${suffix}(?![\\p{L}\\p{N}])`, 'giu');
}

const CUT = '\u0000';

/**
 * `text` with every banned phrase (as bannedPhrasePattern finds it) taken out, deterministically: the
 * spaces around a cut close up to one, or to none at a line's start, its end or before punctuation.
 * Line breaks and the rest of the text stay byte for byte.
 */
export function withoutBannedPhrases(text: string, phrases: readonly string[]): string {
  const patterns = phrases.filter((phrase) => phrase.trim()).map(bannedPhrasePattern);
  let result = text;
  // Closing up a cut can join words into another phrase; a few passes reach a text with none.
  for (let pass = 0; pass < 4 && patterns.some((pattern) => new RegExp(pattern).test(result)); pass += 1) {
    for (const pattern of patterns) result = result.replace(pattern, CUT);
    result = result.replace(/[ \t]*\u0000(?:[ \t]*\u0000)*[ \t]*/g, (cut, offset: number, whole: string) => {
      const before = whole[offset - 1];
      const after = whole[offset + cut.length];
      return before === undefined || before === '\n' || after === undefined || /[\n,.;:!?)]/.test(after) ? '' : ' ';
    });
  }
  return result;
}
