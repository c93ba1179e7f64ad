import { createPicker, hashString, IDEA_COUNTS, IdeaSettings } from '@app/contract';
import { AGENCY, parseKeywords, slugify } from '@app/site';
import { bankFor } from './banks';
import { ContentTone } from './content.types';
import { toTitleCase } from './text';
import { resolveTopic, titleSubject } from './topic';

/** Title templates by tone: Professional Tips, Beginner Guides, Advanced Techniques (spec §2). */
const TONE_TEMPLATES: Record<ContentTone, string[]> = {
  professional: [
    '{n} Pro Tips for {Topic} From Our Edit Suite',
    'What Television Taught Us About {Topic}',
    'The {Topic} Mistakes We Fix Most Often',
    '{Topic} for {Reader}: A Professional Playbook',
    'How Agencies Plan {Topic} Before the Shoot',
    'The {Topic} Standards Pros Work To',
    'Quality Control for {Topic}: A Checklist',
    'Briefing {Topic} Work Without Endless Revisions',
    '{Topic} on a Deadline: Shortcuts That Hold Up',
    'The Business Case for {Topic}',
    'Lessons From {projects} Projects: {Topic}',
    'Raising the Bar on {Topic}',
    'The {Topic} Workflow Our Team Uses Every Week',
    'How to Measure Whether Your {Topic} Is Working',
    '{Topic} Myths That Quietly Cost You Views',
    '{Topic}: What Still Works',
  ],
  casual: [
    '{Topic} for Beginners: Where to Start',
    'Your First Week of {Topic}: A Simple Plan',
    '{Topic} Explained in Plain English',
    '{n} Easy Wins for Anyone New to {Topic}',
    'The Beginner\'s Toolkit for {Topic}',
    'Getting Started With {Topic} on a Tight Budget',
    'A No-Jargon Guide to {Topic}',
    'Beginner Mistakes in {Topic}, Fixed',
    '{Topic} From Zero: A 30-Day Plan',
    'What Nobody Tells You About {Topic}',
    'Can You Learn {Topic} in a Weekend?',
    'The {Topic} Basics Every {ReaderOne} Should Know',
    'Your Questions About {Topic}, Answered Simply',
    'Starting {Topic} With Just a Phone',
    'Your First {Topic} Project, Step by Step',
    'The Only {Topic} Glossary a Beginner Needs',
  ],
  technical: [
    'Advanced {Topic}: What Most {Reader} Miss',
    'A Technical Deep Dive Into {Topic}',
    '{Topic} at Scale: Systems and Templates',
    'The Data Behind {Topic}',
    '{n} Advanced {Topic} Techniques for Experienced {Reader}',
    'Optimising {Topic} for Retention',
    'A Repeatable {Topic} Pipeline',
    '{Topic} Under the Microscope',
    'Advanced Testing Frameworks for {Topic}',
    'The Technical Stack Behind Professional {Topic}',
    'Troubleshooting {Topic}: What Holds It Back',
    'Benchmarking {Topic} Fairly',
    'The Details of {Topic}: Advanced Workflows',
    'Automating the Repetitive Parts of {Topic}',
    'Better {Topic} Through Structured Experiments',
    '{Topic} for Teams That Publish Daily',
  ],
};

/**
 * Subtitles by tone, each an angle on the topic: "{Topic}: {Angle}" and "{Topic} for {Audience}: {Angle}".
 * Angles times the category's audiences is what keeps repeated runs for one topic fresh; none repeats a
 * tone template's angle, so one run never holds the same idea twice in other words.
 */
const TONE_ANGLES: Record<ContentTone, string[]> = {
  professional: [
    'Get the Basics Right',
    'How We Run It',
    'Quality at Volume',
    'The Key Decisions',
    'Presenting the Work',
    'Realistic Timelines',
    'What Good Looks Like',
    'A Process That Repeats',
    'More From Every Hour',
    'What to Outsource',
    'Questions to Ask First',
    'From Wins to a System',
  ],
  casual: [
    'Where to Begin',
    'Keeping It Fun',
    'Free Tools to Try',
    'Small Habits',
    'Practice Without Burnout',
    'Good Enough to Start',
    'Learning From Favourites',
    'Asking for Feedback',
    'Building Confidence',
    'Your First Upload',
    'Goals You Can Hit',
    'Finding Your Style',
  ],
  technical: [
    'Reading the Analytics',
    'A/B Tests You Can Trust',
    'Reusable Presets',
    'Scripted Quality Checks',
    'What the Numbers Mean',
    'Scaling Output',
    'The Edge Cases',
    'Removing Bottlenecks',
    'Documenting the System',
    'Trade-Offs Teams Make',
    'Tooling and Handoffs',
    'From Hypothesis to Result',
  ],
};

/** List titles by tone: "{n} {Topic} {Noun} for {Audience}". */
const TONE_LIST_NOUNS: Record<ContentTone, string[]> = {
  professional: ['Client-Ready Tips', 'Lessons', 'Quality Checks', 'Habits'],
  casual: ['First Steps', 'Simple Tricks', 'Beginner Tips', 'Confidence Boosters'],
  technical: ['Power-User Tricks', 'Experiments', 'Workflow Upgrades', 'Metrics to Track'],
};

const KEYWORD_TEMPLATES = [
  '{Keyword} and {Topic}: How to Make Them Work Together',
  'Using {Keyword} to Improve Your {Topic}',
  'The Role of {Keyword} in {Topic}',
  '{Keyword} for {Topic}: A Practical Guide',
];

const READERS: Record<string, [plural: string, singular: string]> = {
  'Video Editing': ['Editors', 'Editor'],
  'Video Marketing': ['Marketers', 'Marketer'],
  'Content Creating': ['Creators', 'Creator'],
  'Audience Building': ['Influencers', 'Influencer'],
};

const LIST_SIZES = ['5', '7', '9', '10', '12'];

/** The longest idea title: search results cut a title after 60 characters (the checks warn above it). */
export const IDEA_TITLE_MAX = 60;

function fillTitle(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export interface IdeaOptions {
  /**
   * Varies which titles a run picks and in which order; the same settings and seed always give the same
   * titles. The worker passes each job's own seed, so two runs for one topic give different ideas.
   */
  seed?: number;
  /** How many titles to return (default IDEA_COUNTS[targetLength]); at most the size of the idea space. */
  count?: number;
  /** One template names the current year; pass it to pin that year. */
  now?: Date;
  /**
   * "More like these" (reading analytics): the best-performing articles, best first. Their keywords lead
   * the keyword list and the keyword titles come first, so the run leans towards what readers read.
   */
  moreLikeThese?: ReadonlyArray<{ keywords: readonly string[] }>;
}

/**
 * The offline idea generator: distinct, specific titles from the topic, the category (settings.industry),
 * the tone and the keywords. The space per topic is the tone's own templates, the category's templates,
 * the keywords crossed with their templates, and angles and list formats crossed with the category's
 * audiences (160 to 180 titles). A seeded shuffle orders each of these pools and the run draws from them
 * in turn, so different seeds give different runs and the same seed the same run.
 */
export function generateIdeas(settings: IdeaSettings, options: IdeaOptions = {}): string[] {
  const { seed = 0, now = new Date() } = options;
  const count = options.count ?? IDEA_COUNTS[settings.targetLength] ?? IDEA_COUNTS.medium;
  const hinted = (options.moreLikeThese ?? []).flatMap((post) => post.keywords.slice(0, 2));
  const keywords = parseKeywords([...hinted, ...settings.keywords]);
  const topic = resolveTopic({ title: settings.topic ?? '', topic: settings.topic, keywords, category: settings.industry });
  const tone: ContentTone = TONE_TEMPLATES[settings.tone] ? settings.tone : 'professional';
  const rng = createPicker(`ideas|${seed >>> 0}|${topic}|${settings.industry}|${tone}|${keywords.join(',')}`);
  const bank = bankFor(settings.industry);
  const [reader, readerOne] = READERS[settings.industry] ?? ['Creators', 'Creator'];
  const values = {
    Topic: toTitleCase(titleSubject(topic)),
    Reader: reader,
    ReaderOne: readerOne,
    years: AGENCY.yearsExperience.replace('+', ''),
    projects: AGENCY.projectsBy2022,
    Year: String(now.getUTCFullYear()),
  };
  // The list size follows from the title itself, not the run: "7 Tips" and "9 Tips" on the same
  // subject would read as the same idea twice.
  const fill = (template: string, extra: Record<string, string> = {}) =>
    fillTitle(template, { ...values, ...extra, n: LIST_SIZES[hashString(`${template}|${topic}`) % LIST_SIZES.length] });

  const angles = TONE_ANGLES[tone];
  const audiences = bank.ideaAudiences;
  const toneTitles = drawFrom(rng.shuffle(TONE_TEMPLATES[tone]), (template) => fill(template));
  const audienceTitles = drawFrom(rng.shuffle(pairs(audiences, angles)), ([audience, angle]) => fill(`{Topic} for ${audience}: ${angle}`));
  const categoryTitles = drawFrom(rng.shuffle(bank.ideaTemplates), (template) => fill(template));
  const angleTitles = drawFrom(rng.shuffle(angles), (angle) => fill(`{Topic}: ${angle}`));
  const listTitles = drawFrom(rng.shuffle(pairs(TONE_LIST_NOUNS[tone], audiences)), ([noun, audience]) => fill(`{n} {Topic} ${noun} for ${audience}`));
  const keywordTitles = drawFrom(rng.shuffle(pairs(keywords.slice(0, 4), KEYWORD_TEMPLATES)), ([keyword, template]) =>
    fill(template, { Keyword: toTitleCase(keyword) }),
  );
  // Mostly the tone's angle, with the category's own formats, the audiences and the keywords mixed in.
  const mixed = [toneTitles, audienceTitles, categoryTitles, toneTitles, keywordTitles, audienceTitles, angleTitles, listTitles];
  // Starting from the best performers, their subjects (the keyword titles) lead every round.
  const sources = hinted.length ? [keywordTitles, ...mixed] : mixed;

  // A one-word topic is its own subject; a longer one is named by its shorter subject, never pasted in whole.
  const pastesTopic = /\s/.test(topic.trim());
  const seen = new Set<string>();
  const ideas: string[] = [];
  let exhausted = false;
  while (ideas.length < count && !exhausted) {
    exhausted = true;
    for (const source of sources) {
      if (ideas.length >= count) break;
      const title = source();
      if (title === undefined) continue;
      exhausted = false;
      // A title search results and slugs show whole, that names its subject without pasting the topic in.
      if (title.length > IDEA_TITLE_MAX || (pastesTopic && title.toLowerCase().includes(topic.toLowerCase()))) continue;
      const key = slugify(title);
      if (seen.has(key)) continue;
      seen.add(key);
      ideas.push(title);
    }
  }
  return ideas;
}

/** Every (a, b) combination. */
function pairs<A, B>(first: readonly A[], second: readonly B[]): Array<[A, B]> {
  return first.flatMap((a) => second.map((b): [A, B] => [a, b]));
}

/** A source that hands out one title per call from `items`, in order, then undefined. */
function drawFrom<T>(items: readonly T[], toTitle: (item: T) => string): () => string | undefined {
  let index = 0;
  return () => (index < items.length ? toTitle(items[index++]) : undefined);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (items: readonly string[]) => `(?:${items.map(escapeRegExp).join('|')})`;

/** A title template as a pattern whose group `subject` is what {Topic} became. */
function templatePattern(template: string): RegExp {
  const body = template
    .split(/(\{\w+\})/)
    .map((part) => {
      if (part === '{Topic}') return '(?<subject>.+?)';
      if (/^\{(?:n|years|projects)\}$/.test(part)) return '[\\d,]+';
      if (/^\{\w+\}$/.test(part)) return '.+?';
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${body}$`, 'i');
}

let titlePatterns: Map<string, RegExp[]> | undefined;

/** Every title shape the generator makes for a category, as patterns (built once). */
function patternsFor(category: string): RegExp[] {
  titlePatterns ??= new Map();
  const cached = titlePatterns.get(category);
  if (cached) return cached;
  const bank = bankFor(category);
  const angles = Object.values(TONE_ANGLES).flat();
  const nouns = Object.values(TONE_LIST_NOUNS).flat();
  const patterns = [
    ...Object.values(TONE_TEMPLATES).flat(),
    ...bank.ideaTemplates,
    ...KEYWORD_TEMPLATES,
  ].map(templatePattern);
  patterns.push(
    new RegExp(`^(?<subject>.+?) for ${anyOf(bank.ideaAudiences)}: ${anyOf(angles)}$`, 'i'),
    new RegExp(`^(?<subject>.+?): ${anyOf(angles)}$`, 'i'),
    new RegExp(`^[\\d,]+ (?<subject>.+?) ${anyOf(nouns)} for ${anyOf(bank.ideaAudiences)}$`, 'i'),
  );
  titlePatterns.set(category, patterns);
  return patterns;
}

/**
 * The subject an idea title of this generator names ("Your First Editing a Wedding Film Project, Step by
 * Step" -> "Editing a Wedding Film"), or null for a title it did not make. The writer talks about that
 * subject, not about the whole title.
 */
export function ideaSubject(title: string, category: string): string | null {
  for (const pattern of patternsFor(category)) {
    const subject = pattern.exec(title.trim())?.groups?.subject;
    if (subject && subject.split(/\s+/).length <= 5) return subject;
  }
  return null;
}
