import { createPicker, hashString, IDEA_COUNTS, IdeaSettings } from '@app/contract';
import { AGENCY, parseKeywords, slugify } from '@app/site';
import { bankFor } from './banks';
import { ContentTone } from './content.types';
import { toTitleCase } from './text';
import { resolveTopic } from './topic';

/** Title templates by tone: Professional Tips, Beginner Guides, Advanced Techniques (spec §2). */
const TONE_TEMPLATES: Record<ContentTone, string[]> = {
  professional: [
    '{n} Pro Tips for {Topic} We Use on Every Client Project',
    'What {years} Years in Television Taught Us About {Topic}',
    'The {Topic} Mistakes We Fix Most Often (and How to Avoid Them)',
    '{Topic} for {Reader}: A Professional Playbook',
    'How Agencies Plan {Topic} Before Anyone Presses Record',
    'The {Topic} Standards That Separate Pros From Amateurs',
    'Quality Control for {Topic}: A Checklist From Our Edit Suite',
    'How to Brief, Review and Approve {Topic} Work Without Endless Revisions',
    '{Topic} on a Deadline: Professional Shortcuts That Keep Quality High',
    'The Business Case for {Topic}: What Clients Actually Pay For',
    'Lessons From {projects} Projects: What Works in {Topic}',
    'From Good to Broadcast-Grade: Raising the Bar on {Topic}',
    'The {Topic} Workflow Our Team Uses Every Week',
    'How to Measure Whether Your {Topic} Is Working',
    'Common {Topic} Myths That Quietly Cost You Views',
    '{Topic} in {Year}: What Has Changed and What Still Works',
  ],
  casual: [
    '{Topic} for Beginners: Everything You Need to Start',
    'Your First Week of {Topic}: A Simple Step-by-Step Plan',
    '{Topic} Explained in Plain English',
    '{n} Easy Wins for Anyone New to {Topic}',
    'The Beginner\'s Toolkit for {Topic}: What You Need and What You Can Skip',
    'Getting Started With {Topic} on a Tight Budget',
    'A No-Jargon Guide to {Topic}',
    'Beginner Mistakes in {Topic} (and the Simple Fixes)',
    '{Topic} From Zero: A 30-Day Starter Plan',
    'What Nobody Tells You When You Start {Topic}',
    'Can You Learn {Topic} in a Weekend? A Realistic Starter Guide',
    'The {Topic} Basics Every {ReaderOne} Should Know',
    'Your Questions About {Topic}, Answered Simply',
    'Starting {Topic} With Just a Phone: A Friendly Guide',
    'From Nervous to Confident: Your First {Topic} Project',
    'The Only {Topic} Glossary a Beginner Needs',
  ],
  technical: [
    'Advanced {Topic}: Techniques Most {Reader} Never Learn',
    'A Technical Deep Dive Into {Topic}',
    '{Topic} at Scale: Systems, Templates and Automation',
    'The Data Behind {Topic}: Metrics, Benchmarks and Experiments',
    '{n} Advanced {Topic} Techniques for Experienced {Reader}',
    'Optimising {Topic} for Retention: A Second-by-Second Analysis',
    'Building a Repeatable {Topic} Pipeline From Brief to Delivery',
    '{Topic} Under the Microscope: Frame-Level Decisions That Matter',
    'Advanced Testing Frameworks for {Topic}',
    'The Technical Stack Behind Professional {Topic}',
    'Troubleshooting {Topic}: Diagnosing What Is Holding Results Back',
    'Benchmarking {Topic}: How to Compare Your Results Fairly',
    'Mastering the Details of {Topic}: Advanced Workflows Explained',
    'Automating the Repetitive Parts of {Topic}',
    'Engineering Better {Topic} With Structured Experiments',
    'The Advanced Guide to {Topic} for Teams That Publish Daily',
  ],
};

/**
 * Subtitles by tone, each an angle on the topic: "{Topic}: {Angle}" and "{Topic} for {Audience}: {Angle}".
 * Angles times the category's audiences is what keeps repeated runs for one topic fresh; none repeats a
 * tone template's angle, so one run never holds the same idea twice in other words.
 */
const TONE_ANGLES: Record<ContentTone, string[]> = {
  professional: [
    'What to Get Right First',
    'How We Run It for Clients',
    'Keeping Quality Consistent at Volume',
    'The Decisions That Matter Most',
    'Presenting the Work to Stakeholders',
    'Setting Realistic Timelines',
    'What Good Looks Like in Practice',
    'Building a Process Your Team Can Repeat',
    'Getting More From Every Hour',
    'What to Outsource and What to Keep',
    'The Questions to Ask Before You Start',
    'Turning One-Off Wins Into a System',
  ],
  casual: [
    'Where to Begin Today',
    'Keeping It Fun While You Learn',
    'The Free Tools Worth Trying',
    'Small Habits That Add Up',
    'How to Practise Without Burning Out',
    'What Good Looks Like When You Are New',
    'Learning From the Videos You Love',
    'How to Ask for Useful Feedback',
    'Building Confidence One Video at a Time',
    'A Checklist for Your First Upload',
    'Setting Goals You Can Actually Hit',
    'Finding Your Own Style Early',
  ],
  technical: [
    'Reading the Analytics Properly',
    'Designing A/B Tests You Can Trust',
    'Building Reusable Templates and Presets',
    'Quality Checks You Can Script',
    'What the Numbers Really Mean',
    'Scaling Output Without Losing Quality',
    'Edge Cases Most Guides Skip',
    'Removing the Bottlenecks',
    'Documenting a System Others Can Run',
    'Trade-Offs Experienced Teams Make',
    'Tooling, Integrations and Handoffs',
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
    Topic: toTitleCase(topic),
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
