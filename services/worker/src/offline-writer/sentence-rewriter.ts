/**
 * 'Rewrite this sentence' in the offline writer (issue 27): a sentence the readiness checks flagged as an
 * unsupported claim is made to state only what nobody can dispute. Figures are softened into words
 * ("by 32%" → "noticeably", "10M+ views" → "millions of views", "$2M in revenue" → "significant
 * revenue"); a claim about the agency that names clients or media, or that boasts without a figure, is
 * dropped (''), since no rewording makes it true. A sentence with nothing of the kind comes back as it
 * was: the caller then proposes nothing and says so. Inline markdown around the words is kept.
 */

const SCALE_WORDS: Record<string, string> = { k: 'thousands', thousand: 'thousands', m: 'millions', million: 'millions', b: 'billions', bn: 'billions', billion: 'billions' };
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?`;
const SCALE = String.raw`thousand|million|billion|bn|k|m|b`;
const PERCENT = String.raw`\s?(?:%|per ?cent)`;
const COMPARATIVE = String.raw`more|less|fewer|faster|slower|higher|lower|longer|shorter|better|cheaper`;

/** Claims about the agency: "we/our/Hyperframe" with an achievement, or a named client or medium. */
const ABOUT_US = /\b(we|we've|we're|our|us|hyperframe)\b/i;
const ACHIEVEMENT = /\b(generated|delivered|completed|worked with|helped|grew|grown|won|awards?|featured|trusted|partnered|clients?|founded|best|leading|largest|number one|#1)\b/i;
const NAMED_PARTY = /\b(?:[Ff]eatured (?:in|on|by)|[Aa]s seen (?:in|on)|[Ww]orked with|[Pp]artnered with|[Tt]rusted by|[Cc]lients? (?:include|like|such as))\s+(?:the\s+)?[A-Z]/;

/** Softening rules, most specific first: each turns a figure phrase into words that claim no number. */
const SOFTENERS: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
  // Money: "$2.5M in revenue" / "$22M+ revenue" → "significant revenue"; any other sum → "a significant sum".
  [new RegExp(String.raw`[$£€](?:${NUMBER})\s?(?:${SCALE})?(?![a-z])\+?\s+(?:in\s+)?(revenue|sales|profit|income|ad spend)`, 'gi'), (_m, noun) => `significant ${noun.toLowerCase()}`],
  [new RegExp(String.raw`[$£€](?:${NUMBER})\s?(?:${SCALE})?(?![a-z])\+?`, 'gi'), 'a significant sum'],
  // Shares: "by 32%" → "noticeably"; "32% more views" → "more views"; "32% of" → "a large share of".
  [new RegExp(String.raw`\bby\s+(?:up to\s+|over\s+|about\s+)?(?:${NUMBER})${PERCENT}`, 'gi'), 'noticeably'],
  [new RegExp(String.raw`(?:up to\s+|over\s+|about\s+)?(?:${NUMBER})${PERCENT}\s+(${COMPARATIVE})\b`, 'gi'), (_m, comparative) => comparative],
  [new RegExp(String.raw`(?:up to\s+|over\s+|about\s+|at least\s+)?(?:${NUMBER})${PERCENT}\s+or\s+more\b`, 'gi'), 'most'],
  [new RegExp(String.raw`(?:up to\s+|over\s+|about\s+|at least\s+)?(?:${NUMBER})${PERCENT}(?=\s+of\b)`, 'gi'), 'a large share'],
  [new RegExp(String.raw`(?:up to\s+|over\s+|about\s+|at least\s+)?(?:${NUMBER})${PERCENT}`, 'gi'), 'a large share'],
  // Counts with a scale: "10M+ views" → "millions of views"; "5k subscribers" → "thousands of subscribers".
  [new RegExp(String.raw`(?:over\s+|more than\s+)?(?:${NUMBER})\s?(${SCALE})(?![a-z])\+?(?:\s+(?:of\s+)?([a-z]+))?`, 'gi'), (_m, scale, noun) => (noun ? `${SCALE_WORDS[scale.toLowerCase()]} of ${noun}` : SCALE_WORDS[scale.toLowerCase()])],
  // Multiples: "3x the reach" / "3 times more" → "several times".
  [new RegExp(String.raw`\b\d+(?:\.\d+)?\s?(?:x|times)(?![a-z])`, 'gi'), 'several times'],
  // Years of something: "16+ years" → "many years"; since/in a year → "for years" / "some years ago".
  [/\b\d+\+?\s+(years|months)\b/gi, (_m, unit) => `many ${unit.toLowerCase()}`],
  [/\bsince\s+(?:19|20)\d\d\b/gi, 'for years'],
  [/\bin\s+(?:19|20)\d\d\b/gi, 'some years ago'],
  // Counts: "10,000 videos" / "500+ clients" → "thousands of videos" / "many clients".
  [new RegExp(String.raw`(?:over\s+|more than\s+)?(\d{1,3}(?:,\d{3})+|\d{4,})\+?(?=\s)`, 'g'), 'thousands of'],
  [/(?:over\s+|more than\s+)?\b\d+\+(?=\s+[a-z])/gi, 'many'],
  [/(?:over\s+|more than\s+)?\b\d{2,3}(?=\s+(?:views|subscribers|followers|clients|customers|projects|videos|editors|brands|creators|countries|channels|awards)\b)/gi, 'many'],
];

function soften(text: string): string {
  return SOFTENERS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement as never), text);
}

/** Words read in a sentence: markdown marks and link targets dropped. */
function plainWords(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, '').replace(/[*_`~[\]]+/g, '');
}

/** "thousands of of", "a a", doubled spaces, a lower-case start left by a softened opening figure. */
function tidy(text: string, original: string): string {
  let result = text
    .replace(/\bof of\b/gi, 'of')
    .replace(/\b(a|an|the) (a|an|the)\b/gi, '$2')
    .replace(/\ban (?=[bcdfghjklmnpqrstvwxz])/gi, 'a ')
    .replace(/ {2,}/g, ' ');
  const firstLetter = /[A-Za-z]/.exec(result);
  if (firstLetter && /^[^A-Za-z]*[A-Z]/.test(original)) {
    result = `${result.slice(0, firstLetter.index)}${firstLetter[0].toUpperCase()}${result.slice(firstLetter.index + 1)}`;
  }
  return result;
}

/**
 * The sentence (markdown) rewritten to claim nothing it cannot back: figures softened into words, or ''
 * when it is a claim about the agency that only removing it fixes. Unchanged when it holds no such claim.
 */
export function rewriteClaimSentence(sentence: string): string {
  const softened = tidy(soften(sentence), sentence);
  const words = plainWords(softened);
  const boastsAboutUs = NAMED_PARTY.test(words) || (ABOUT_US.test(words) && ACHIEVEMENT.test(words) && softened === sentence);
  if (boastsAboutUs) return '';
  return softened;
}
