import { isYearNumber, quantitiesIn, type Quantity } from './claim-quantities';

/**
 * A sentence split into its claims ("atoms"): each figure, date, ranking or superlative, award,
 * guarantee and named client, medium or place the sentence states about the agency. A sentence without
 * one (general advice, a how-to step, "In this article: ...") has no atoms and is no claim.
 */
export const ATOM_KINDS = ['figure', 'date', 'ranking', 'award', 'guarantee', 'name'] as const;
export type AtomKind = (typeof ATOM_KINDS)[number];

export type ClaimAtom =
  | { kind: 'figure'; text: string; quantity: Quantity }
  | { kind: 'date'; text: string; year: number; subject: string | null }
  | { kind: 'ranking' | 'award' | 'guarantee'; text: string }
  | { kind: 'name'; text: string };

/** How a sentence is read: the agency's own name and services, so "Hyperframe" and "our Academy" count as "us". */
export interface AtomContext {
  agencyName: string;
  serviceNames: readonly string[];
}

const FIRST_PERSON = /\b(?:we|we've|we're|we'd|we'll|us|our|ours|ourselves)\b/i;
const LET_US = /\blet\s+us\b/gi;
/** The agency's people and clients as a subject: "the team had completed", "every client is", "our clients". */
const AGENCY_SUBJECT = /\b(?:the (?:team|agency|studio|company)|every client|each client|(?:one|a) client|clients include)\b/i;
const SECOND_PERSON = /\b(?:you|your|you're|you'll|yours)\b/i;
const MODAL = /\b(?:can|could|may|might|would|should|will|tends? to|usually|often|typically)\b/i;
/** Verbs of a result that happened: "generated", "rose by", "doubled". */
const OUTCOME = /\b(?:generated|delivered|completed|earned|drove|driven|returned|reached|passed|achieved|rose|grew|grown|increased|jumped|climbed|boosted|improved|reduced|won|saw)\b/i;
/** Figures that are results whoever the sentence names: big counts of views, projects, money, subscribers. */
const RESULT_MEASURES = new Set(['views', 'projects', 'revenue', 'subscribers', 'clients']);

const TURNAROUND_CONTEXT = /\b(?:revisions?|turnaround|turn(?:ed|s)?\s+(?:\w+\s+)?around|deliver(?:y|ed|s)?|back|ready|first cut|draft)\b/i;

/** What a ranking ranks: the agency (agency, studio, team...), not "the number one mistake" or "the best time". */
export const RANKED_NOUN = String.raw`(?:agenc(?:y|ies)|studios?|compan(?:y|ies)|firms?|teams?|partners?|providers?|editors?|(?:production|post-production|editing) houses?|services?|choice|name)`;
const SCOPE = String.raw`(?:\s+(?:in|across|on|of)\s+(?:the\s+)?(?:[A-Z][\w'’-]*)(?:\s+[A-Z][\w'’-]*)*)?`;
const RANKING = new RegExp(
  String.raw`(?:\branked\s+)?(?:\b(?:the\s+)?(?:number|no\.?)\s*(?:one|1)\b|#\s?1\b|\b(?:top(?:-rated|-ranked|\s+\d+|\s+(?:ten|five|three))?|best(?:-known|-rated)?|leading|largest|biggest|fastest[- ]growing|most\s+(?:trusted|popular|awarded|experienced|successful|respected|recommended|sought-after)|highest[- ]rated|first|only|premier|world-class|unrivalled|unmatched|foremost|pre-eminent)\b)((?:\s+[\w'’-]+){0,3}?)\s+${RANKED_NOUN}\b${SCOPE}|\branked\s+(?:the\s+)?(?:number|no\.?|#)\s*(?:one|1)\b|\b(?:best|leading|number one|#1|top)\s+(?:in|across)\s+(?:the\s+)?(?:UK|Britain|Europe|world|London|country|industry|business)\b`,
  'gi',
);
const AWARD = /\b(?:award[- ]winning|(?:won|win|wins|winning|received|scooped|picked up|took home)\s+(?:(?:a|an|the|two|three|four|five|several|many|multiple|\d+)\s+)?(?:[\w'’-]+\s+){0,3}?(?:awards?|prizes?|BAFTAs?|Emmys?|Oscars?|Webbys?|Lions?|Grammys?|trophies)|awards?\s+(?:for|from)\b|(?:BAFTA|Emmy|Oscar|Webby|Grammy|Cannes Lions?)(?:[- ](?:winning|nominated|award))?|shortlisted|nominated\s+for)\b[^,.;]*/gi;
const GUARANTEE = /\b(?:guarantee[ds]?|guaranteeing|(?:we|I|our team|our editors|Hyperframe)\s+(?:always\s+)?promise[ds]?|promised|promise (?:you|every|each|our|that)|our promise|money[- ]back|risk[- ]free|no[- ]risk|or your money back|you pay nothing|100% satisfaction|we ensure|assured)\b[^.;:!?]*/gi;
/** A guarantee about the reader's results or the agency's work, not "this guarantees that the export matches". */
const GUARANTEE_TARGET = /\b(?:we|our|us|every client|each client|clients?|you|your|money[- ]back|sign up)\b/i;

/** Phrases after which names of clients, media or places follow. */
const NAME_LEADS = String.raw`(?:(?:worked|work|working|partnered|partner|collaborated)\s+(?:with|for)|[Cc]lients?\s+(?:include|including|like|such as)|(?:brands|creators|companies|channels|names)\s+(?:like|such as|including)|(?:featured|profiled|mentioned|interviewed|covered)\s+(?:in|on|by)|as seen (?:in|on)|trusted by|(?:campaigns|videos|content|work|edits|ads|films|shows)\s+for|jobs?\s+(?:at|with)|offices?\s+in|(?:studios?|teams?|headquarters|HQ|based)\s+(?:is\s+|are\s+)?in)`;
const NAME = String.raw`(?:the\s+|The\s+)?(?:[A-Z][\w&'’.-]*|[A-Z]{2,})(?:\s+(?:[A-Z][\w&'’.-]*|of|&|de)){0,3}`;
const NAME_LIST = new RegExp(String.raw`\b${NAME_LEADS}\s+(${NAME}(?:\s*(?:,|and|&|,\s*and)\s*(?:(?:in|on|at|with)\s+)?${NAME})*)`, 'g');
/** "our London and Glasgow teams", "our Manchester studio". */
const OUR_PLACES = new RegExp(String.raw`\bour\s+(${NAME}(?:\s*(?:,|and|&)\s*${NAME})*)\s+(?:offices?|studios?|teams?|headquarters|HQ|base)\b`, 'gi');
/** Words that may follow a name ("worked with Netflix on", "featured in Forbes last spring"). */
const NAME_FOLLOWERS = /^(?:and|or|on|in|at|for|with|to|from|last|this|since|over|during|across|as|by|when|while|after|before|until|who|which|that|too|again|twice|several|many|every)\b/;
const NOT_NAMES = new Set(['the', 'a', 'an', 'our', 'we', 'i', 'you', 'this', 'that', 'these', 'every', 'all', 'some', 'many', 'most', 'youtube', 'tiktok', 'instagram', 'linkedin', 'facebook', 'shorts', 'reels']);

/** Words of a date that say what happened, so years compare only for the same event. */
export const DATE_SUBJECTS: Array<[string, RegExp]> = [
  ['founded', /\b(?:founded|founding|established|set up|started (?:the|our) (?:agency|company|studio)|opened (?:our|its) doors)\b/i],
  ['headquarters', /\b(?:headquarters|HQ)\b/i],
  ['office', /\b(?:offices?|studios?)\b/i],
  ['academy', /\bacademy\b/i],
  ['scale', /\bscale\b/i],
  ['ai', /\bAI\b/],
  ['sales', /\bsales\b/i],
];

export function dateSubject(text: string): string | null {
  return DATE_SUBJECTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** Whether the sentence speaks about the agency: "we", "our", its name, its services, its team and clients. */
export function isAboutAgency(sentence: string, context: AtomContext): boolean {
  const text = sentence.replace(LET_US, '');
  if (FIRST_PERSON.test(text) || AGENCY_SUBJECT.test(text)) return true;
  if (new RegExp(String.raw`\b${escape(context.agencyName)}\b`, 'i').test(text)) return true;
  return context.serviceNames.some((name) => new RegExp(String.raw`\b(?:[Tt]he|[Oo]ur)\s+${escape(name)}\b(?!\s+(?:of|in)\b)`).test(text));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The names in a list such as "Nike, Spotify and the BBC" or "The Guardian and on BBC News". */
function splitNames(list: string): string[] {
  return list
    .split(/\s*(?:,\s*and|,|\band\b|&)\s*/)
    .map((name) => name.replace(/^(?:in|on|at|with)\s+/, '').replace(/^the\s+/i, '').replace(/[.'’]+$/, '').trim())
    .filter((name) => name && /^[A-Z]/.test(name) && !NOT_NAMES.has(name.toLowerCase()));
}

function figureIsClaim(quantity: Quantity, aboutAgency: boolean, sentence: string): boolean {
  if (aboutAgency) return true;
  if (SECOND_PERSON.test(sentence) || MODAL.test(sentence) || /^\s*(?:if|when|once)\b/i.test(sentence)) return false;
  if (quantity.money) return true;
  if (RESULT_MEASURES.has(quantity.measure) && quantity.value >= 1000) return true;
  return (quantity.measure === 'percent' || quantity.measure === 'multiplier') && OUTCOME.test(sentence);
}

/**
 * The claims a sentence makes, in the order they appear. Figures count when the sentence is about the
 * agency, or when they are results whoever made them (money, 1,000+ views or projects, "rose by 40%");
 * years, rankings, awards and names only in sentences about the agency; guarantees when they promise the
 * reader or a client something.
 */
export function atomsOf(sentence: string, context: AtomContext): ClaimAtom[] {
  const aboutAgency = isAboutAgency(sentence, context);
  const atoms: Array<ClaimAtom & { index: number }> = [];
  const quantities = quantitiesIn(sentence);
  for (const quantity of quantities) {
    // "within 30 days" is a turnaround only where the sentence speaks of one (revisions, delivery).
    if (quantity.measure === 'turnaround' && !TURNAROUND_CONTEXT.test(sentence)) continue;
    if (figureIsClaim(quantity, aboutAgency, sentence)) atoms.push({ kind: 'figure', text: quantity.text, quantity, index: quantity.index });
  }
  for (const match of sentence.matchAll(GUARANTEE)) {
    if (GUARANTEE_TARGET.test(sentence)) atoms.push({ kind: 'guarantee', text: match[0].trim(), index: match.index });
  }
  if (!aboutAgency && !atoms.length) return [];
  if (aboutAgency) {
    // The pattern ignores case, so its place ("in Europe") is cut back here to the capitalised words.
    for (const match of sentence.matchAll(RANKING)) {
      // "the best teams we work with", "the best editors we know": a superlative about others, not the agency.
      if (/^\s+(?:(?:that|who|whom)\s+)?(?:we|I)\s+(?:\w+\s+)?(?:work|know|meet|met|hire|hired|see|saw|admire|follow|coach|train|teach|trained)\b/i.test(sentence.slice(match.index + match[0].length))) continue;
      atoms.push({ kind: 'ranking', text: match[0].replace(/(\s+(?:in|across|on|of)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s.*$/, '$1').trim(), index: match.index });
    }
    for (const match of sentence.matchAll(AWARD)) atoms.push({ kind: 'award', text: match[0].trim(), index: match.index });
    for (const match of sentence.matchAll(/\b(?:19[5-9]\d|20\d\d)\b/g)) {
      if (!isYearNumber(match[0]) || quantities.some((quantity) => quantity.text.includes(match[0]))) continue;
      atoms.push({ kind: 'date', text: match[0], year: Number(match[0]), subject: dateSubject(sentence), index: match.index });
    }
  }
  const names = new Map<string, number>();
  const leads = [...sentence.matchAll(NAME_LIST)].map((match) => ({ list: match[1], index: match.index + match[0].indexOf(match[1]), lead: true }));
  const places = aboutAgency ? [...sentence.matchAll(OUR_PLACES)].map((match) => ({ list: match[1], index: match.index + match[0].indexOf(match[1]), lead: false })) : [];
  for (const { list, index, lead } of [...leads, ...places]) {
    if (!aboutAgency && !/clients?\s+include|featured|as seen|trusted by/i.test(sentence)) continue;
    for (const name of splitNames(list)) {
      // "videos for B2B marketers", "for YouTube creators": a capitalised word before a noun describes it.
      const after = sentence.slice(index + list.indexOf(name) + name.length);
      if (lead && /^\s+[a-z]/.test(after) && !NAME_FOLLOWERS.test(after.trim())) continue;
      if (!names.has(name)) names.set(name, index + list.indexOf(name));
    }
  }
  for (const [name, index] of names) atoms.push({ kind: 'name', text: name, index });
  return atoms
    .sort((a, b) => a.index - b.index)
    .filter((atom, position, all) => !all.some((other, at) => at < position && other.kind === atom.kind && other.text.includes(atom.text)))
    .map(({ index: _index, ...atom }) => atom as ClaimAtom);
}
