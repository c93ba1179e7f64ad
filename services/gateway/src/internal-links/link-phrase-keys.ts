/**
 * The article's side of the phrase look-up (migration LinkPhrases; InternalLinksRepository): its words and
 * every run of one to three of them. A phrase findPhrase can find in the article (whole words, any case,
 * any spaces between them) has its words among the article's, consecutive, so its first and last three
 * (link_phrases.head and tail) are among these runs. Twin of the database's `link_tokens`: the same words
 * from the same text (link-phrase-keys.db.spec.ts compares them).
 *
 * Words are runs of ASCII letters and digits, lower-cased, after folding what findPhrase's case-insensitive
 * match equates with one (the Kelvin sign with k, long s with s) and turning İ (which lower-cases to i and a
 * combining dot) into i and a separator; every other character separates words.
 */
const FOLDED: Readonly<Record<string, string>> = { '\u212A': 'k', '\u017F': 's' };

export function linkTokens(text: string): string[] {
  const folded = text.replace(/\u0130/g, 'i ').replace(/[A-Z\u212A\u017F]/g, (letter) => FOLDED[letter] ?? letter.toLowerCase());
  return folded.match(/[0-9a-z]+/g) ?? [];
}

/** Every run of one, two and three consecutive words of the text, once, and '' (the key of a phrase with no such word). */
export function linkTextGrams(text: string): string[] {
  const words = linkTokens(text);
  const grams = new Set<string>(['']);
  for (let index = 0; index < words.length; index += 1) {
    grams.add(words[index]);
    if (index + 1 < words.length) grams.add(`${words[index]} ${words[index + 1]}`);
    if (index + 2 < words.length) grams.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  }
  return [...grams];
}
