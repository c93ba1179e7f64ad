import type { BrandFact, BrandKitContent } from '@app/contract';
import { AGENCY } from '@app/site';
import { type AtomContext, type AtomKind, atomsOf, type ClaimAtom, DATE_SUBJECTS, RANKED_NOUN } from './claim-atoms';
import { figureFits, MEASURE_LABELS, quantitiesIn, type Quantity } from './claim-quantities';
import { sentencesOf, type TextBlock } from './markdown-outline';

export const CLAIM_VERDICTS = ['supported', 'contradicted', 'unsupported'] as const;
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number];

/** One claim of a sentence, its verdict and why: the words, and the brand fact that backs or contradicts it. */
export interface JudgedAtom {
  kind: AtomKind;
  /** The words of the sentence that make the claim. */
  text: string;
  verdict: ClaimVerdict;
  /** Why, in a sentence an admin can act on. */
  explanation: string;
  /** The fact that backs it (supported) or says otherwise (contradicted). */
  fact?: BrandFact;
}

export interface Claim {
  sentence: string;
  section: string | null;
  /** The worst of its atoms: contradicted, then unsupported, then supported. */
  verdict: ClaimVerdict;
  atoms: JudgedAtom[];
}

/** A brand fact as the matcher reads it: its figures, its years and what they date, its words. */
interface ReadFact {
  fact: BrandFact;
  quantities: Quantity[];
  years: number[];
  subjects: Set<string>;
  text: string;
  words: Set<string>;
}

const STOPWORDS = new Set(
  'that this with have from your they their them then than when what which will would about into over more most also been were just only some such each very other here there these those because while where after before every agency hyperframe'.split(' '),
);

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((word) => !STOPWORDS.has(word));
}

/** Every fact the writing may state: the facts, and each service as "Name: description". */
function supportingFacts(kit: BrandKitContent): BrandFact[] {
  return [...kit.facts, ...kit.services.map((service) => ({ statement: `${service.name}: ${service.description}`, source: 'Brand kit services' }))];
}

const readKits = new WeakMap<BrandKitContent, ReadFact[]>();

function readFacts(kit: BrandKitContent): ReadFact[] {
  const cached = readKits.get(kit);
  if (cached) return cached;
  const read = supportingFacts(kit).map((fact): ReadFact => {
    const text = fact.statement;
    return {
      fact,
      quantities: quantitiesIn(text),
      years: [...text.matchAll(/\b(?:19[5-9]\d|20\d\d)\b(?![,\d]*\s*(?:projects?|videos?|views?))/g)].map((match) => Number(match[0])),
      subjects: new Set(DATE_SUBJECTS.filter(([, pattern]) => pattern.test(text)).map(([subject]) => subject)),
      text: text.toLowerCase(),
      words: new Set(contentWords(text)),
    };
  });
  readKits.set(kit, read);
  return read;
}

/** The fact sharing most words with the sentence (ties: the first, as the admin ordered them). */
function closestByWords(candidates: ReadFact[], sentence: string): ReadFact {
  const words = contentWords(sentence);
  return candidates.reduce((best, candidate) => (words.filter((word) => candidate.words.has(word)).length > words.filter((word) => best.words.has(word)).length ? candidate : best));
}

const quote = (text: string) => `"${text}"`;

function judgeFigure(atom: Extract<ClaimAtom, { kind: 'figure' }>, facts: ReadFact[]): JudgedAtom {
  const claim = atom.quantity;
  const base = { kind: atom.kind, text: atom.text };
  const same = facts.flatMap((read) => read.quantities.filter((quantity) => quantity.measure === claim.measure).map((quantity) => ({ read, quantity })));
  if (!same.length) {
    return { ...base, verdict: 'unsupported', explanation: `${quote(atom.text)}: no brand fact states ${MEASURE_LABELS[claim.measure]}.` };
  }
  const distance = (quantity: Quantity) => Math.abs(Math.log10(Math.max(claim.value, 1e-9)) - Math.log10(Math.max(quantity.value, 1e-9)));
  const nearest = <T extends { quantity: Quantity }>(candidates: T[]) => candidates.reduce((best, candidate) => (distance(candidate.quantity) < distance(best.quantity) ? candidate : best));
  const fits = same.filter(({ quantity }) => figureFits(claim, quantity));
  if (fits.length) {
    const fit = nearest(fits);
    return { ...base, verdict: 'supported', fact: fit.read.fact, explanation: `${quote(atom.text)} matches ${quote(fit.quantity.text)} in the brand fact ${quote(fit.read.fact.statement)}` };
  }
  const closest = nearest(same);
  return {
    ...base,
    verdict: 'contradicted',
    fact: closest.read.fact,
    explanation: `${quote(atom.text)} is not what the brand kit says: ${quote(closest.quantity.text)} in the brand fact ${quote(closest.read.fact.statement)}`,
  };
}

function judgeDate(atom: Extract<ClaimAtom, { kind: 'date' }>, facts: ReadFact[], sentence: string): JudgedAtom {
  const base = { kind: atom.kind, text: atom.text };
  const withYear = facts.filter((read) => read.years.includes(atom.year));
  const sameSubject = atom.subject ? facts.filter((read) => read.subjects.has(atom.subject!) && read.years.length) : [];
  const backing = sameSubject.length ? sameSubject.filter((read) => read.years.includes(atom.year)) : withYear;
  if (backing.length) {
    const fact = closestByWords(backing, sentence).fact;
    return { ...base, verdict: 'supported', fact, explanation: `${atom.year} matches the brand fact ${quote(fact.statement)}` };
  }
  if (sameSubject.length) {
    const fact = closestByWords(sameSubject, sentence).fact;
    return { ...base, verdict: 'contradicted', fact, explanation: `${atom.year} is not the year the brand kit gives: the brand fact ${quote(fact.statement)}` };
  }
  return { ...base, verdict: 'unsupported', explanation: `${atom.year}: no brand fact says what happened that year.` };
}

const RANKING_HEADS: Array<[RegExp, string]> = [
  [/\b(?:number|no\.?)\s*(?:one|1)\b|#\s?1\b/i, 'number one'],
  [/\bbest\b/i, 'best'],
  [/\bleading\b/i, 'leading'],
  [/\btop\b/i, 'top'],
  [/\b(?:largest|biggest)\b/i, 'largest'],
  [/\bfastest[- ]growing\b/i, 'fastest-growing'],
  [/\bmost\s+\w+/i, 'most'],
  [/\bfirst\b/i, 'first'],
  [/\bonly\b/i, 'only'],
  [/\baward/i, 'award'],
];

/** A ranking, award or guarantee is backed when a fact makes the same kind of statement with the same names. */
function judgeStatement(atom: ClaimAtom, facts: ReadFact[]): JudgedAtom {
  const base = { kind: atom.kind, text: atom.text };
  const names = (atom.text.match(/\b[A-Z][\w&'’-]+/g) ?? []).filter((name) => !/^(?:The|We|Our|Number|No|Top|Best)$/.test(name));
  const heads = RANKING_HEADS.filter(([pattern]) => pattern.test(atom.text)).map(([pattern]) => pattern);
  const guaranteeWords = /\b(?:guarantee|promise|money[- ]back|risk[- ]free)/i;
  const backing = facts.find((read) => {
    const namesFit = names.every((name) => read.text.includes(name.toLowerCase()));
    if (atom.kind === 'guarantee') return guaranteeWords.test(read.fact.statement) && contentWords(atom.text).some((word) => !guaranteeWords.test(word) && read.words.has(word));
    if (atom.kind === 'award') return /\b(?:award|won|winner|prize)/i.test(read.fact.statement) && namesFit;
    const ranked = new RegExp(String.raw`\b${RANKED_NOUN}\b`, 'i').exec(atom.text)?.[0];
    return heads.length > 0 && heads.every((pattern) => pattern.test(read.fact.statement)) && namesFit && (!ranked || read.text.includes(ranked.toLowerCase()));
  });
  if (backing) return { ...base, verdict: 'supported', fact: backing.fact, explanation: `${quote(atom.text)} is stated in the brand fact ${quote(backing.fact.statement)}` };
  const what = atom.kind === 'guarantee' ? 'a guarantee no brand fact makes' : atom.kind === 'award' ? 'an award no brand fact names' : 'a ranking no brand fact backs';
  return { ...base, verdict: 'unsupported', explanation: `${quote(atom.text)}: ${what}.` };
}

function judgeName(atom: ClaimAtom, facts: ReadFact[]): JudgedAtom {
  const base = { kind: atom.kind, text: atom.text };
  const pattern = new RegExp(String.raw`(?<![\w])${atom.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\w])`);
  const backing = facts.find((read) => pattern.test(read.text));
  return backing
    ? { ...base, verdict: 'supported', fact: backing.fact, explanation: `${quote(atom.text)} is named in the brand fact ${quote(backing.fact.statement)}` }
    : { ...base, verdict: 'unsupported', explanation: `${quote(atom.text)}: a client, medium or place no brand fact names.` };
}

function judgeYear(atom: Extract<ClaimAtom, { kind: 'date' }>, facts: ReadFact[], backing: BrandFact[], sentence: string): JudgedAtom {
  const fact = backing.find((candidate) => new RegExp(String.raw`\b${atom.year}\b`).test(candidate.statement));
  if (fact) return { kind: atom.kind, text: atom.text, verdict: 'supported', fact, explanation: `${atom.year} matches the brand fact ${quote(fact.statement)}` };
  return judgeDate(atom, facts, sentence);
}

function judge(atom: ClaimAtom, facts: ReadFact[], sentence: string): JudgedAtom {
  switch (atom.kind) {
    case 'figure':
      return judgeFigure(atom, facts);
    case 'date':
      return judgeDate(atom, facts, sentence);
    case 'name':
      return judgeName(atom, facts);
    default:
      return judgeStatement(atom, facts);
  }
}

const SEVERITY: Record<ClaimVerdict, number> = { supported: 0, unsupported: 1, contradicted: 2 };

/** The claims of one sentence, judged against the brand kit; null when the sentence makes none. */
export function judgeSentence(sentence: string, kit: BrandKitContent, section: string | null = null): Claim | null {
  const context: AtomContext = { agencyName: AGENCY.name, serviceNames: kit.services.map((service) => service.name) };
  const atoms = atomsOf(sentence, context);
  if (!atoms.length) return null;
  const facts = readFacts(kit);
  // Years last: a year the fact behind another claim of the sentence holds ("10,000 projects completed by
  // 2022") is backed by that fact, whatever else the sentence is about.
  const others = atoms.map((atom) => (atom.kind === 'date' ? null : judge(atom, facts, sentence)));
  const backing = others.filter((atom) => atom?.verdict === 'supported' && atom.fact).map((atom) => atom!.fact!);
  const judged = atoms.map((atom, index) => others[index] ?? judgeYear(atom as Extract<ClaimAtom, { kind: 'date' }>, facts, backing, sentence));
  const verdict = judged.reduce<ClaimVerdict>((worst, atom) => (SEVERITY[atom.verdict] > SEVERITY[worst] ? atom.verdict : worst), 'supported');
  return { sentence, section, verdict, atoms: judged };
}

/**
 * The article's claims: every sentence (of paragraphs, list items, quotes and headings) split into its
 * atoms (figures, dates, rankings, awards, guarantees, names), each judged against the brand kit.
 * Sentences without a claim about the agency are left out.
 */
export function findClaims(blocks: TextBlock[], kit: BrandKitContent): Claim[] {
  const claims: Claim[] = [];
  for (const block of blocks) {
    const sentences = block.kind === 'heading' ? [block.text] : sentencesOf(block.text);
    for (const sentence of sentences) {
      const claim = judgeSentence(sentence, kit, block.section);
      if (claim) claims.push(claim);
    }
  }
  return claims;
}
