import { parseKeywords } from '../blog';
import { IDEA_COUNTS, IdeaSettings } from '../jobs';
import { AGENCY } from './agency';
import { bankFor } from './banks';
import { ContentTone } from './content.types';
import { createPicker } from './random';
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

function fillTitle(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * The offline idea generator: IDEA_COUNTS[targetLength] distinct, specific titles from the topic, the
 * category (settings.industry), the tone and the keywords. Deterministic for the same settings (and year:
 * one template names the current year; pass `now` to pin it).
 */
export function generateIdeas(settings: IdeaSettings, now: Date = new Date()): string[] {
  const count = IDEA_COUNTS[settings.targetLength] ?? IDEA_COUNTS.medium;
  const keywords = parseKeywords(settings.keywords);
  const topic = resolveTopic({ title: settings.topic ?? '', topic: settings.topic, keywords, category: settings.industry });
  const tone: ContentTone = TONE_TEMPLATES[settings.tone] ? settings.tone : 'professional';
  const rng = createPicker(`ideas|${topic}|${settings.industry}|${tone}|${keywords.join(',')}`);
  const [reader, readerOne] = READERS[settings.industry] ?? ['Creators', 'Creator'];
  const base = {
    Topic: toTitleCase(topic),
    Reader: reader,
    ReaderOne: readerOne,
    years: AGENCY.yearsExperience.replace('+', ''),
    projects: AGENCY.projectsBy2022,
    Year: String(now.getUTCFullYear()),
  };

  const toneTitles = rng.shuffle(TONE_TEMPLATES[tone]);
  const categoryTitles = rng.shuffle(bankFor(settings.industry).ideaTemplates);
  const keywordTitles = rng.shuffle(
    keywords.slice(0, 4).map((keyword, index) => ({ keyword, template: KEYWORD_TEMPLATES[index % KEYWORD_TEMPLATES.length] })),
  );
  const numbers = rng.shuffle(['5', '7', '9', '10', '12']);
  let numberIndex = 0;

  const seen = new Set<string>();
  const ideas: string[] = [];
  const add = (title: string) => {
    const key = title.toLowerCase();
    if (seen.has(key) || ideas.length >= count) return;
    seen.add(key);
    ideas.push(title);
  };
  // Mostly the tone's angle, with the category's own formats and the keywords mixed in.
  const sources: (() => string | undefined)[] = [
    () => toneTitles.shift(),
    () => categoryTitles.shift(),
    () => toneTitles.shift(),
    () => {
      const next = keywordTitles.shift();
      return next && fillTitle(next.template, { ...base, Keyword: toTitleCase(next.keyword) });
    },
  ];
  while (ideas.length < count && (toneTitles.length || categoryTitles.length || keywordTitles.length)) {
    for (const source of sources) {
      const template = source();
      if (template) add(fillTitle(template, { ...base, n: numbers[numberIndex++ % numbers.length] }));
    }
  }
  return ideas;
}
