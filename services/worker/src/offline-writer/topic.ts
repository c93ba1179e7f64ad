import { toPhrase } from './text';

const CATEGORY_TOPICS: Record<string, string> = {
  'Video Editing': 'video editing',
  'Video Marketing': 'video marketing',
  'Content Creating': 'content creation',
  'Audience Building': 'audience growth',
};

const TITLE_PREFIXES = [
  /^(the\s+)?(ultimate|complete|definitive|practical|simple|editor's|creator's|marketer's|beginner's|pro)?\s*guide\s+(to|for)\s+/i,
  /^(the\s+)?(art|science|secret|secrets|power|basics|fundamentals)\s+of\s+/i,
  /^(mastering|understanding|inside|rethinking)\s+/i,
  /^(a|an|the)\s+/i,
];

/** Words that make a title segment a sentence rather than a noun phrase, so it cannot stand in for a topic. */
const NOT_A_TOPIC = /^(how|why|what|when|where|which|who|is|are|do|does|can|should|stop|start|make|turn|build|plan|get|use|grow|write|edit|create|\d+)\b/i;

function lowerPhrase(text: string): string {
  return toPhrase(
    text
      .split(/\s+/)
      .map((word) => (/^[A-Z0-9-]{2,5}s?$/.test(word) ? word : word.toLowerCase()))
      .join(' '),
  );
}

/**
 * The subject an article talks about in running text ("When it comes to {topic}..."): the given topic,
 * else a short noun phrase from the title, else the lead keyword, else the category's own subject.
 */
export function resolveTopic(input: { title: string; topic?: string | null; keywords: string[]; category: string }): string {
  if (input.topic && input.topic.trim()) return lowerPhrase(input.topic.trim());
  const head = input.title.split(/[:?!|–—]|\s-\s/)[0].trim();
  let phrase = howToAsGerund(head);
  for (const prefix of TITLE_PREFIXES) phrase = phrase.replace(prefix, '');
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length >= 1 && words.length <= 9 && !NOT_A_TOPIC.test(phrase)) return lowerPhrase(phrase);
  const keyword = input.keywords.find((k) => k.trim());
  if (keyword) return lowerPhrase(keyword.trim());
  return CATEGORY_TOPICS[input.category] ?? 'video content';
}

/** "ing" form of a verb: plan -> planning, make -> making, build -> building. */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lower) && lower !== 'be') return `${lower.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** "How to Plan a Shoot" reads as a topic once it becomes "planning a shoot". */
function howToAsGerund(head: string): string {
  const match = /^how\s+to\s+(\S+)\s*(.*)$/i.exec(head);
  return match ? `${gerund(match[1])} ${match[2]}`.trim() : head;
}

/** Where a topic's head phrase ends: a preposition, a conjunction or an article after it. */
const PHRASE_BREAK = /^(?:for|into|in|on|with|without|from|to|versus|vs|and|or|of|that|using|at|about|a|an|the)$/i;
const ARTICLES = /^(?:a|an|the)$/i;
const SUBJECT_MAX_WORDS = 4;
const SUBJECT_MAX_LENGTH = 28;

/**
 * The subject an idea title names: the topic's head phrase, short (at most four words and 28
 * characters) and never the whole topic, so no title pastes the topic in verbatim: "Turning long podcast
 * episodes into shorts" becomes "Turning Podcast Episodes", "youtube retention editing" "Retention
 * Editing", "How to edit a wedding film in a weekend" "Editing Wedding Film".
 */
export function titleSubject(topic: string): string {
  const whole = topic.trim().replace(/\s+/g, ' ');
  let words = howToAsGerund(whole).split(' ').filter(Boolean);
  const cut = words.findIndex((word, index) => PHRASE_BREAK.test(word) && index >= (ARTICLES.test(word) ? 2 : 1) && !ARTICLES.test(words[index - 1]));
  if (cut > 0) words = words.slice(0, cut);
  if (ARTICLES.test(words[0] ?? '') && words.length > 1) words = words.slice(1);
  // Keep the head (first) word and the end of the phrase: "pricing freelance video editing work" -> "pricing video editing work".
  while (words.length > 1 && (words.length > SUBJECT_MAX_WORDS || words.join(' ').length > SUBJECT_MAX_LENGTH)) words.splice(1, 1);
  if (words.join(' ').toLowerCase() === whole.toLowerCase()) words = words.length >= 2 ? words.slice(-2).slice(words.length === 2 ? 1 : 0) : words;
  const subject = words.join(' ');
  return subject.toLowerCase() === whole.toLowerCase() ? subject.replace(/s$/i, '') || subject : subject;
}
