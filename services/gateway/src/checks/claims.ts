import type { BrandFact, BrandKitContent } from '@app/contract';
import { sentencesOf, type TextBlock } from './markdown-outline';

/** A number as a claim states it: its value (scale applied) and whether it is money or a share. */
interface Figure {
  value: number;
  unit: 'money' | 'percent' | 'count';
}

export interface Claim {
  sentence: string;
  section: string | null;
  /** The brand-kit fact (or service) that backs it; absent when nothing does. */
  fact?: BrandFact;
}

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const COUNT_NOUNS = 'views|subscribers|followers|clients|customers|projects|videos|years|editors|offices|brands|creators|countries|channels|hours|awards';
/**
 * A figure: optional currency, a number (thousands separators allowed), an optional scale word or
 * letter, an optional "+" and an optional percent; and the word after it, to tell "900M views" from "3 seconds".
 */
const FIGURE = new RegExp(
  String.raw`(?<currency>[$£€])?(?<number>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d.,]\d)\s?(?<scale>thousand|million|billion|bn|k|m|b)?(?![a-z])(?<plus>\+)?(?<percent>\s?%|\s?per ?cent)?(?:\s+(?<noun>${COUNT_NOUNS}))?`,
  'gi',
);

/** Claims about the agency without a figure: "we have worked with ...", "our clients ...", "featured in ...". */
const ABOUT_US = /\b(we|we've|we're|we have|our|us|hyperframe)\b/i;
const ACHIEVEMENT = /\b(generated|delivered|completed|worked with|work with|helped|grew|grown|won|awards?|featured|trusted|partnered|clients?|founded|offices?|launched|headquartered|experience)\b/i;
const NAMED_PARTY = /\b(featured (?:in|on|by)|as seen (?:in|on)|worked with|partnered with|trusted by|clients? (?:include|like|such as))\s+(?:the\s+)?[A-Z]/;

const STOPWORDS = new Set(
  'that this with have from your they their them then than when what which will would about into over more most also been were just only some such each very other here there these those because while where after before every'.split(' '),
);

function figuresIn(text: string, significantOnly: boolean): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const { currency, number, scale, plus, percent, noun } = match.groups ?? {};
    const value = Number(number.replace(/,/g, '')) * (scale ? SCALES[scale.toLowerCase()] : 1);
    const isYear = !number.includes(',') && !scale && /^(19|20)\d\d$/.test(number);
    const significant = Boolean(currency || percent || plus || scale || noun || value >= 1000 || isYear);
    if (significantOnly && !significant) continue;
    figures.push({ value, unit: currency ? 'money' : percent ? 'percent' : 'count' });
  }
  return figures;
}

function sameFigure(a: Figure, b: Figure): boolean {
  return Math.abs(a.value - b.value) < 1e-9 * Math.max(1, a.value) && (a.unit === b.unit || a.unit === 'count' || b.unit === 'count');
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((word) => !STOPWORDS.has(word));
}

/** Capitalised words that are not the first word: names of clients, media, places, services. */
function namesIn(sentence: string): string[] {
  return (sentence.match(/(?<=\s)[A-Z][\w&.-]*\w/g) ?? []).filter((name) => name.length > 1);
}

/** Every fact the writing may state: the facts, and each service as "Name: description". */
function supportingFacts(kit: BrandKitContent): BrandFact[] {
  return [...kit.facts, ...kit.services.map((service) => ({ statement: `${service.name}: ${service.description}`, source: 'Brand kit services' }))];
}

/**
 * How well `fact` backs `sentence` (0 = not at all): every figure must be in it; a claim without figures
 * needs most of its words there. Words break ties between facts that hold the figures.
 */
function support(sentence: string, figures: Figure[], fact: BrandFact): number {
  const factFigures = figuresIn(fact.statement, false);
  if (!figures.every((figure) => factFigures.some((candidate) => sameFigure(figure, candidate)))) return 0;
  const factText = fact.statement.toLowerCase();
  const words = contentWords(sentence);
  const shared = words.filter((word) => factText.includes(word)).length;
  if (!figures.length && shared < Math.ceil(words.length / 2)) return 0;
  return figures.length * 10 + shared + 1;
}

function isAboutUs(sentence: string): boolean {
  return NAMED_PARTY.test(sentence) || (ABOUT_US.test(sentence) && ACHIEVEMENT.test(sentence));
}

/**
 * The article's factual claims (sentences about the agency, or with figures: numbers, money,
 * percentages, years, "X+ views", named clients or media), each with the brand-kit fact that backs
 * it, if one does.
 */
export function findClaims(blocks: TextBlock[], kit: BrandKitContent): Claim[] {
  const facts = supportingFacts(kit);
  const kitText = facts.map((fact) => fact.statement).join('\n').toLowerCase();
  const claims: Claim[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') continue;
    for (const sentence of sentencesOf(block.text)) {
      const figures = figuresIn(sentence, true);
      const aboutUs = isAboutUs(sentence);
      if (!figures.length && !aboutUs) continue;
      // A client, medium or place named in a claim about the agency must be one the brand kit knows.
      const knownNames = !aboutUs || namesIn(sentence).every((name) => kitText.includes(name.toLowerCase()));
      let best: { fact: BrandFact; score: number } | undefined;
      for (const fact of knownNames ? facts : []) {
        const score = support(sentence, figures, fact);
        if (score > (best?.score ?? 0)) best = { fact, score };
      }
      claims.push({ sentence, section: block.section, ...(best ? { fact: best.fact } : {}) });
    }
  }
  return claims;
}
