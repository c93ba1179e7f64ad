/**
 * Figures as a claim states them, normalised so that different wordings compare: "55.8M+" and
 * "55,800,000", "$22M+" and "22 million dollars", "over a decade" and "16+ years", "ten thousand" and
 * "10,000", "a second office" and "two offices". Pure functions over one sentence (or one brand fact).
 */

/** What a figure counts. Figures compare only within one measure. */
export const MEASURES = ['views', 'projects', 'revenue', 'experience', 'offices', 'staff', 'clients', 'subscribers', 'reviews', 'awards', 'turnaround', 'percent', 'multiplier'] as const;
export type Measure = (typeof MEASURES)[number];

/** How the figure is bounded: "over 10" is at least 10, "about 10" near it, "under 10" at most, "10" exactly. */
export type Bound = 'exact' | 'atLeast' | 'approx' | 'atMost';

export interface Quantity {
  value: number;
  measure: Measure;
  bound: Bound;
  /** The words of the text that state it, e.g. "over a decade", "$22M+ in client revenue". */
  text: string;
  /** Where `text` starts in the text. */
  index: number;
  /** A money figure ($, £, €, dollars, pounds). */
  money: boolean;
}

/** What the measure is called in an explanation ("no brand fact states a number of editors"). */
export const MEASURE_LABELS: Record<Measure, string> = {
  views: 'views',
  projects: 'projects or videos',
  revenue: 'revenue or money',
  experience: 'years of experience',
  offices: 'offices',
  staff: 'editors or staff',
  clients: 'clients, brands or creators',
  subscribers: 'subscribers or followers',
  reviews: 'reviews or ratings',
  awards: 'awards',
  turnaround: 'turnaround time',
  percent: 'a percentage',
  multiplier: 'a multiple ("3x")',
};

/** The nouns of each measure (singular or plural; a hyphenated adjective may come first). */
const MEASURE_NOUNS: Array<[Measure, RegExp]> = [
  ['views', /^(?:views?|impressions|plays|streams)$/],
  ['projects', /^(?:projects?|videos?|edits|films?|ads|campaigns?|shorts|reels|episodes?)$/],
  ['revenue', /^(?:revenue|sales|dollars?|pounds?|euros?|income|earnings)$/],
  ['experience', /^(?:years?|decades?)$/],
  ['offices', /^(?:offices?|studios?|locations?|hubs?)$/],
  ['staff', /^(?:editors?|staff|employees|people|colourists?|designers?|freelancers?|specialists?|team members?|members?)$/],
  ['clients', /^(?:clients?|customers?|brands?|creators?|channels?|businesses|companies|influencers?|partners?)$/],
  ['subscribers', /^(?:subscribers?|followers?|subs|fans)$/],
  ['reviews', /^(?:reviews?|ratings?|testimonials?|stars?)$/],
  ['awards', /^(?:awards?|prizes?|trophies|nominations?)$/],
  ['turnaround', /^(?:hours?|days?|weeks?)$/],
];

/** Hours in each turnaround unit, so "a day" and "24 hours" compare. */
const HOURS_IN: Record<string, number> = { hour: 1, hours: 1, day: 24, days: 24, week: 168, weeks: 168 };

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const SCALE_WORDS: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const SCALE_LETTERS: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, b: 1e9, bn: 1e9 };
const WORD_MULTIPLIERS: Record<string, number> = { doubled: 2, double: 2, doubles: 2, doubling: 2, tripled: 3, triple: 3, triples: 3, tripling: 3, quadrupled: 4, tenfold: 10 };

const NUMBER_WORD = `(?:${[...Object.keys(UNITS), 'hundred', 'thousand', 'million', 'billion', 'a', 'an', 'and', 'half', 'dozen'].join('|')})`;
const WORD_NUMBER = new RegExp(String.raw`\b(?:${Object.keys(UNITS).join('|')}|a|an|half a|a half)(?:[\s-]+${NUMBER_WORD})*\b`, 'gi');

/**
 * A figure in digits: currency, digits (thousands separators, decimals), a scale (k, M, bn, thousand,
 * million, billion), "+", "%" or "per cent", "x" (a multiple), or an ordinal ending ("10,000th").
 */
const DIGIT_FIGURE =
  /(?<currency>[$£€])?(?<digits>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\.?\d)(?:\s?(?<scale>thousand|million|billion|bn|mn|k|m|b)(?![a-z]))?(?<plus>\+)?(?:(?<percent>\s?%|\s?per ?cent)|(?<times>x|×)(?![a-z])|(?<ordinal>st|nd|rd|th)(?![a-z]))?/gi;

const AT_LEAST = /(?:over|more than|above|upwards of|in excess of|at least|north of|passed|surpassed|exceeded|topped|beyond|plus)\s+(?:a\s+|an\s+)?$/i;
const APPROX = /(?:nearly|almost|close to|around|about|roughly|approximately|some|just under|just over|~)\s+$/i;
const AT_MOST = /(?:under|less than|fewer than|up to|below|within|no more than)\s+$/i;

/** The 1-4 words after a figure that say what it counts (skipping adjectives), or null. */
function measureAfter(rest: string, only?: Measure): { measure: Measure; noun: string; length: number } | null {
  const match = /^(?:\s+(?:of|in|worth of)\s+)?((?:\s*[\w'’-]+){1,4})/i.exec(rest);
  if (!match) return null;
  const words = match[1].trim().split(/\s+/);
  const clean = (word: string) => word.toLowerCase().replace(/[’']s?$/, '').replace(/[^a-z-]/g, '');
  const measureOf = (word: string) => MEASURE_NOUNS.find(([measure, nouns]) => (!only || measure === only) && (nouns.test(word) || nouns.test(word.replace(/^[a-z]+-/, ''))))?.[0];
  for (let index = 0; index < words.length; index += 1) {
    const word = clean(words[index]);
    const measure = measureOf(word);
    if (measure) {
      // "video projects", "team members": the noun phrase ends at its last noun of the same measure.
      let last = index;
      while (last + 1 < words.length && measureOf(clean(words[last + 1])) === measure) last += 1;
      const consumed = rest.indexOf(words[last], rest.indexOf(words[index])) + words[last].length;
      return { measure, noun: clean(words[last]).replace(/^[a-z]+-/, ''), length: consumed };
    }
    // "team members" is two words; anything else after a verb or preposition is not the figure's noun.
    if (/^(?:and|or|but|by|for|to|with|from|on|at|that|which|who|is|are|was|were|has|have|had|per|a|an|the)$/.test(word)) break;
  }
  return null;
}

/** A word number ("ten thousand", "fifty-five million", "a dozen", "half a million") as a value, or null. */
export function wordNumberValue(text: string): number | null {
  const words = text.toLowerCase().split(/[\s-]+/).filter((word) => word && word !== 'and');
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'a' || word === 'an') {
      current = current || 1;
      continue;
    }
    if (word === 'half') {
      current = (current || 1) * 0.5;
      seen = true;
      continue;
    }
    if (word === 'dozen') {
      current = (current || 1) * 12;
      seen = true;
    } else if (word in UNITS) {
      current += UNITS[word];
      seen = true;
    } else if (word === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (word in SCALE_WORDS) {
      total += (current || 1) * SCALE_WORDS[word];
      current = 0;
      seen = true;
    } else {
      return null;
    }
  }
  return seen ? total + current : null;
}

function boundBefore(before: string, plus: boolean): Bound {
  if (plus || AT_LEAST.test(before)) return 'atLeast';
  if (APPROX.test(before)) return 'approx';
  if (AT_MOST.test(before)) return 'atMost';
  return 'exact';
}

/** The start of the qualifier words right before `index` ("more than ", "well over "), to quote them too. */
function qualifierStart(text: string, index: number): number {
  const before = text.slice(Math.max(0, index - 30), index);
  const match = /(?:(?:well|just|comfortably)\s+)?(?:over|more than|above|upwards of|in excess of|at least|north of|passed|surpassed|exceeded|topped|nearly|almost|close to|around|about|roughly|approximately|some|under|less than|fewer than|up to|below|within|no more than)\s+(?:a\s+|an\s+)?$/i.exec(before);
  return match ? index - (before.length - match.index) : index;
}

function quantity(text: string, index: number, end: number, value: number, measure: Measure, plus: boolean, money: boolean): Quantity {
  const start = qualifierStart(text, index);
  return { value, measure, bound: boundBefore(text.slice(Math.max(0, index - 30), index), plus), text: text.slice(start, end).trim(), index: start, money };
}

/** A four-digit number that reads as a year ("in 2019", "by 2022"), not a count. */
export function isYearNumber(digits: string, scale?: string, currency?: string): boolean {
  return !scale && !currency && /^(?:19[5-9]\d|20\d\d)$/.test(digits);
}

/**
 * Every figure in `text` that counts something a claim can be about (views, projects, money, years of
 * experience, offices, staff, clients, subscribers, reviews, awards, turnaround, percentages, multiples).
 * Numbers of anything else ("3 seconds", "4K", "two steps") and years ("2019") are not figures here.
 */
export function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) => taken.some(([from, to]) => start < to && end > from);

  for (const match of text.matchAll(DIGIT_FIGURE)) {
    const { currency, digits, scale, plus, percent, times, ordinal } = match.groups ?? {};
    const start = match.index;
    let end = start + match[0].length;
    const previous = text[start - 1] ?? '';
    // Part of a word, a ratio or a range ("4K" is a resolution, "16:9" a ratio, "5-15k" a range).
    if (/[\w:/-]/.test(previous) || /^[:/]\d/.test(text.slice(end))) continue;
    if (/^-\d/.test(text.slice(end)) || /^\s?(?:–|to)\s?\d/.test(text.slice(end))) continue;
    if (!scale && !currency && /^[a-z]/i.test(text.slice(end)) && !percent && !times && !ordinal) continue;
    if (isYearNumber(digits, scale, currency) && !/^\s*(?:projects?|videos?|views?|clients?)/i.test(text.slice(end))) continue;
    const value = Number(digits.replace(/,/g, '')) * (scale ? SCALE_LETTERS[scale.toLowerCase()] ?? SCALE_WORDS[scale.toLowerCase()] : 1);
    const rest = text.slice(end);
    // "5-star", "10-bit", "24-hour": the number qualifies a noun; only a turnaround ("24-hour") is a figure.
    const hyphenated = /^-([a-z]+)/i.exec(rest);
    if (hyphenated) {
      const unit = hyphenated[1].toLowerCase();
      if (HOURS_IN[unit] || HOURS_IN[`${unit}s`]) found.push(quantity(text, start, end + hyphenated[0].length, value * (HOURS_IN[unit] ?? HOURS_IN[`${unit}s`]), 'turnaround', Boolean(plus), false));
      taken.push([start, end + hyphenated[0].length]);
      continue;
    }
    if (percent) {
      found.push(quantity(text, start, end, value, 'percent', Boolean(plus), false));
    } else if (times) {
      found.push(quantity(text, start, end, value, 'multiplier', Boolean(plus), false));
    } else {
      const after = measureAfter(rest, currency ? 'revenue' : undefined);
      const money = Boolean(currency) || after?.measure === 'revenue';
      if (!after && !money) continue;
      const measure: Measure = money ? 'revenue' : after!.measure;
      end += after ? after.length : 0;
      const hours = measure === 'turnaround' ? HOURS_IN[after!.noun] ?? 1 : 1;
      found.push(quantity(text, start, end, value * hours, measure, Boolean(plus), money));
    }
    taken.push([start, end]);
  }

  for (const match of text.matchAll(WORD_NUMBER)) {
    const start = match.index;
    if (overlaps(start, start + match[0].length)) continue;
    const words = match[0];
    const rest = text.slice(start + words.length);
    // "five-star", "ten-minute": the number qualifies a noun.
    if (/^-[a-z]/i.test(rest)) continue;
    // "a decade", "two decades": years.
    const decades = /^\s+decades?\b/i.exec(rest);
    const value = /^(?:a|an)$/i.test(words.trim()) ? (decades ? 1 : null) : wordNumberValue(words);
    if (value === null) continue;
    if (decades) {
      found.push(quantity(text, start, start + words.length + decades[0].length, value * 10, 'experience', false, false));
      continue;
    }
    // "one client", "number one agency": a single thing is not a figure (rankings are found elsewhere).
    if (value <= 1) continue;
    const multiplier = /^\s*(?:times|-fold)\b/i.exec(rest);
    if (multiplier) {
      found.push(quantity(text, start, start + words.length + multiplier[0].length, value, 'multiplier', false, false));
      continue;
    }
    const outOf = /^\s+out\s+of\s+(\w+)/i.exec(rest);
    if (outOf) {
      const whole = wordNumberValue(outOf[1]) ?? Number(outOf[1]);
      if (whole > 0) found.push(quantity(text, start, start + words.length + outOf[0].length, (100 * value) / whole, 'percent', false, false));
      continue;
    }
    const after = measureAfter(rest);
    if (!after) continue;
    const end = start + words.length + after.length;
    const hours = after.measure === 'turnaround' ? HOURS_IN[after.noun] ?? 1 : 1;
    found.push(quantity(text, start, end, value * hours, after.measure, false, after.measure === 'revenue'));
    taken.push([start, end]);
  }

  // "a second office", "our third studio": the count the ordinal implies.
  for (const match of text.matchAll(new RegExp(String.raw`\b(${Object.keys(ORDINALS).join('|')})\s+(offices?|studios?|locations?)\b`, 'gi'))) {
    found.push({ value: ORDINALS[match[1].toLowerCase()], measure: 'offices', bound: 'exact', text: match[0], index: match.index, money: false });
  }
  // "doubled our views", "tripled the subscriber count": a multiple without digits.
  for (const match of text.matchAll(new RegExp(String.raw`\b(${Object.keys(WORD_MULTIPLIERS).join('|')})\b`, 'gi'))) {
    found.push({ value: WORD_MULTIPLIERS[match[1].toLowerCase()], measure: 'multiplier', bound: 'exact', text: match[0], index: match.index, money: false });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Whether a claimed figure is what a fact's figure says, allowing for rounding and for bounds: "over a
 * decade" (at least 10) fits "16+ years"; "nearly 56 million" fits "55.8M+"; "55 million" fits "55.8M+"
 * (rounded down); "20 years" does not fit "16+ years", nor "5 million" fit "55.8M+".
 */
export function figureFits(claim: Quantity, fact: Quantity): boolean {
  const c = claim.value;
  const f = fact.value;
  const near = (tolerance: number) => Math.abs(c - f) <= tolerance * Math.max(Math.abs(f), 1e-9);
  switch (claim.bound) {
    case 'atLeast':
      return c <= f * 1.005 || (fact.bound === 'approx' && c <= f * 1.1);
    case 'approx':
      return near(0.1);
    case 'atMost':
      return fact.bound !== 'atLeast' ? f <= c * 1.005 : f < c;
    case 'exact':
      if (near(0.005)) return true;
      if (fact.bound === 'approx') return near(0.1);
      // A fact's "55.8M+" rounded down to "55 million" still fits; rounded up or far below does not.
      return fact.bound === 'atLeast' && c <= f && c >= f * 0.95;
  }
}
