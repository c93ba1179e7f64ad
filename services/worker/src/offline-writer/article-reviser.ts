import { createPicker, hashString, Picker } from '@app/contract';
import { AGENCY, AGENCY_SERVICES, categoryProfile, estimateReadTime, parseKeywords } from '@app/site';
import { describeArticle } from './article-metadata';
import { closingSection, renderSection } from './article-writer';
import { bankFor, CategoryBank } from './banks';
import { ArticleDraft, RevisionBrief, ReviseSectionInput } from './content.types';
import {
  ArticleDocument,
  ArticleSection,
  bulletList,
  isProseBlock,
  markdownTable,
  parseArticle,
  renderArticle,
  splitBlocks,
} from './markdown-document';
import { fillTemplate, TemplateValues } from './placeholders';
import { capitalize, countWords, joinList, toPhrase, toTitleCase } from './text';
import { ideaSubject } from './idea-generator';
import { resolveTopic } from './topic';

interface RevisionContext {
  /**
   * 'section': one `##` section is being revised. Its body is held in `doc.intro` (doc.sections stays
   * empty), and material the article reviser would add as new `##` sections becomes `###` subsections,
   * so the rest of the article is never touched.
   */
  scope: 'article' | 'section';
  doc: ArticleDocument;
  bank: CategoryBank;
  values: TemplateValues;
  rng: Picker;
  feedback: string;
  /** Headings of the sections this revision added. */
  added: string[];
  /** True once the text was changed in a way a reader sees. */
  changed: boolean;
}

type Intent = (ctx: RevisionContext) => void;

const PHRASE_END = '([^,.;!?\\n]+?)(?=\\s+(?:and|but|so|then|also)\\s|[,.;!?\\n]|$)';

function findPhrases(feedback: string, lead: string): string[] {
  const pattern = new RegExp(`\\b(?:${lead})\\s+${PHRASE_END}`, 'gi');
  return [...feedback.matchAll(pattern)].map((m) => cleanPhrase(m[1])).filter((p) => p.length > 1);
}

function cleanPhrase(phrase: string): string {
  return phrase
    .replace(/^(?:a|an|the|some|more|any|all|about|on|of)\s+/i, '')
    .replace(/^(?:section|part|paragraph|bit|mention|mentions)\s+(?:about|on|of)\s+/i, '')
    .replace(/\s+(?:section|part|paragraph|too|as well|please)$/i, '')
    .trim();
}

/** Where new sections go: before the closing section, which keeps the call to action last. */
function insertSection(ctx: RevisionContext, section: ArticleSection): void {
  if (ctx.scope === 'section') return insertSubsection(ctx, section);
  const existing = ctx.doc.sections.find((s) => s.heading.toLowerCase() === section.heading.toLowerCase());
  if (existing) {
    // Asked twice: extend the section with whatever it does not hold yet, never repeating a block.
    const have = new Set(splitBlocks(existing.body));
    const fresh = splitBlocks(section.body).filter((block) => !have.has(block));
    if (!fresh.length) return;
    existing.body = [existing.body, ...fresh].join('\n\n');
  } else {
    const at = Math.max(0, ctx.doc.sections.length - 1);
    ctx.doc.sections.splice(at, 0, section);
    ctx.added.push(section.heading);
  }
  ctx.changed = true;
}

/**
 * Section scope: the new material joins the section's own text (no `###` heading under it), never
 * repeating a block, so the answer replaces the section as one section.
 */
function insertSubsection(ctx: RevisionContext, section: ArticleSection): void {
  const have = new Set(splitBlocks(ctx.doc.intro));
  const fresh = splitBlocks(section.body).filter((block) => !have.has(block));
  if (!fresh.length) return;
  ctx.doc.intro = [ctx.doc.intro, ...fresh].filter(Boolean).join('\n\n');
  ctx.changed = true;
}

/** "to two sentences", "in 3 sentences": the length the admin asked for, if any. */
function askedSentences(feedback: string): number | null {
  const match = /\b(one|two|three|four|five|\d+)\s+(?:short\s+)?sentences?\b/i.exec(feedback);
  if (!match) return null;
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
  return words[match[1].toLowerCase()] ?? Number(match[1]);
}

const sentencesOfBlock = (block: string) => block.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((sentence) => sentence.trim()) ?? [block];

/**
 * Section scope of "shorter": to the number of sentences asked for ("Shorten to two sentences": its first
 * two, lists and tables dropped), else one paragraph of prose (the lists and tables stay), or half of a
 * lone paragraph.
 */
function shortenSection(ctx: RevisionContext): void {
  const blocks = splitBlocks(ctx.doc.intro);
  const asked = askedSentences(ctx.feedback);
  let shorter: string;
  if (asked) {
    shorter = blocks.filter(isProseBlock).flatMap(sentencesOfBlock).slice(0, asked).join(' ');
  } else {
    let prose = 0;
    let kept = blocks.filter((b) => !isProseBlock(b) || ++prose <= 1);
    if (kept.length === blocks.length) {
      kept = kept.map((block) => {
        if (!isProseBlock(block)) return block;
        const sentences = sentencesOfBlock(block);
        return sentences.length > 1 ? sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ') : block;
      });
    }
    shorter = kept.join('\n\n');
  }
  if (shorter && shorter !== ctx.doc.intro) {
    ctx.doc.intro = shorter;
    ctx.changed = true;
  }
}

/**
 * Article scope of "shorter" or "tighten": every section stays (its heading and its first paragraph),
 * and the prose around it goes: extra paragraphs, then half of each long paragraph's sentences.
 */
function tightenArticle(ctx: RevisionContext): void {
  const before = countWords(renderArticle(ctx.doc));
  const target = Math.round(before * 0.75);
  const keepFirstProse = (body: string) => {
    let prose = 0;
    return splitBlocks(body).filter((block) => !isProseBlock(block) || ++prose <= 1).join('\n\n');
  };
  const halve = (body: string) =>
    splitBlocks(body)
      .map((block) => {
        if (!isProseBlock(block)) return block;
        const sentences = sentencesOfBlock(block);
        return sentences.length > 2 ? sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ') : block;
      })
      .join('\n\n');
  const last = ctx.doc.sections.length - 1;
  // The call to action (the last section) keeps its words; the intro and the other sections are tightened.
  ctx.doc.intro = keepFirstProse(ctx.doc.intro);
  ctx.doc.sections.forEach((section, index) => {
    if (index !== last) section.body = keepFirstProse(section.body);
  });
  if (countWords(renderArticle(ctx.doc)) > target) {
    ctx.doc.intro = halve(ctx.doc.intro);
    ctx.doc.sections.forEach((section, index) => {
      if (index !== last) section.body = halve(section.body);
    });
  }
  if (countWords(renderArticle(ctx.doc)) < before) ctx.changed = true;
}

/** Section scope of "longer": two paragraphs from the category's material the section does not hold yet. */
function expandSection(ctx: RevisionContext): void {
  const have = new Set(splitBlocks(ctx.doc.intro));
  const paragraphs = ctx.rng
    .shuffle(ctx.bank.sections.flatMap((material) => material.paragraphs))
    .map((paragraph) => fillTemplate(paragraph, ctx.values))
    .filter((paragraph) => !have.has(paragraph));
  insertSubsection(ctx, { heading: '', body: paragraphs.slice(0, 2).join('\n\n') });
}

/** The prose a summary draws on: the article's sections but the closing one, or the section itself. */
function summarySources(ctx: RevisionContext): string[] {
  return ctx.scope === 'section' ? [ctx.doc.intro] : ctx.doc.sections.slice(0, -1).map((s) => s.body);
}

function mapProse(ctx: RevisionContext, change: (text: string) => string): void {
  const apply = (body: string) => splitBlocks(body).map((b) => (isProseBlock(b) ? change(b) : b)).join('\n\n');
  const before = renderArticle(ctx.doc);
  ctx.doc.intro = apply(ctx.doc.intro);
  for (const section of ctx.doc.sections) section.body = apply(section.body);
  if (renderArticle(ctx.doc) !== before) ctx.changed = true;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\bcannot\b/g, "can't"],
  [/\bIt is\b/g, "It's"],
  [/\bit is\b/g, "it's"],
  [/\byou will\b/g, "you'll"],
  [/\bYou will\b/g, "You'll"],
  [/\byou are\b/g, "you're"],
  [/\bwe have\b/g, "we've"],
  [/\bThat is\b/g, "That's"],
];

const intents: { test: RegExp; apply: Intent }[] = [
  {
    // A weak opening: replace the hook with a different one and say up front what the reader gets.
    test: /\b(intro|introduction|opening|hook|first paragraph|lede)\b/i,
    apply: (ctx) => {
      const [first, ...rest] = splitBlocks(ctx.doc.intro);
      const openers = ctx.bank.openers.map((o) => fillTemplate(o, ctx.values)).filter((o) => o !== first);
      const promise = ctx.scope === 'article' ? [`In this article: ${joinList(ctx.doc.sections.slice(0, 3).map((s) => s.heading.toLowerCase()))}.`] : [];
      ctx.doc.intro = [ctx.rng.pick(openers), ...promise, ...rest].join('\n\n');
      ctx.changed = true;
    },
  },
  {
    // Remove Z: drop sections about it, then sentences and list items that mention it.
    test: /\b(?:remove|drop|delete|take out|cut out|get rid of|(?:don't|do not|stop) (?:mention|talk about|include)|no more)\b/i,
    apply: (ctx) => {
      const terms = findPhrases(ctx.feedback, "remove|drop|delete|take out|cut out|get rid of|(?:don't|do not|stop) (?:mention|talk about|include)|no more");
      for (const term of terms) {
        const needle = term.toLowerCase().replace(/^(?:the\s+)?(?:section|part|table|list|checklist|paragraph|bit)\s+(?:about|on|of|for|with)\s+/, '');
        if (/^(?:the\s+)?(?:tables?|checklists?)$/.test(needle)) {
          const kind = needle.includes('table') ? /^\|/ : /^- \[/;
          const before = renderArticle(ctx.doc);
          for (const section of ctx.doc.sections) section.body = splitBlocks(section.body).filter((b) => !kind.test(b)).join('\n\n');
          if (ctx.scope === 'section') ctx.doc.intro = splitBlocks(ctx.doc.intro).filter((b) => !kind.test(b)).join('\n\n');
          // Only a visible removal counts: asked to drop a table there is none of, the fallback still answers.
          if (renderArticle(ctx.doc) !== before) ctx.changed = true;
          continue;
        }
        const keep = ctx.doc.sections.length - 1;
        const before = ctx.doc.sections.length;
        ctx.doc.sections = ctx.doc.sections.filter((s, i) => i === keep || !s.heading.toLowerCase().includes(needle));
        if (ctx.doc.sections.length !== before) ctx.changed = true;
        const scrub = (body: string) =>
          splitBlocks(body)
            .map((block) =>
              isProseBlock(block)
                ? (block.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [block]).filter((s) => !s.toLowerCase().includes(needle)).join('').trim()
                : block
                    .split('\n')
                    .filter((line) => !(/^([-*]|\d+\.)\s/.test(line) && line.toLowerCase().includes(needle)))
                    .join('\n'),
            )
            .filter(Boolean)
            .join('\n\n');
        const text = renderArticle(ctx.doc);
        ctx.doc.intro = scrub(ctx.doc.intro);
        for (const section of ctx.doc.sections) section.body = scrub(section.body);
        if (renderArticle(ctx.doc) !== text) ctx.changed = true;
      }
    },
  },
  {
    test: /\b(shorter|shorten|concise|too long|trim|tighten|condense|cut it down|cut (?:it )?back|more brief|briefer|less wordy|fewer words|(?:one|two|three|four|five|\d+)\s+(?:short\s+)?sentences?)\b/i,
    apply: (ctx) => (ctx.scope === 'section' ? shortenSection(ctx) : tightenArticle(ctx)),
  },
  {
    test: /\b(longer|lengthen|more detail|more depth|expand|elaborate|flesh (?:it )?out|more thorough|go deeper|too short)\b/i,
    apply: (ctx) => {
      if (ctx.scope === 'section') return expandSection(ctx);
      const used = new Set(ctx.doc.sections.map((s) => s.heading.toLowerCase()));
      const unused = ctx.bank.sections.filter((m) => !m.headings.some((h) => used.has(fillTemplate(h, ctx.values).toLowerCase())));
      for (const material of ctx.rng.sample(unused, 2)) insertSection(ctx, renderSection(material, ctx.values, ctx.rng));
    },
  },
  {
    test: /\b(examples?|case stud(?:y|ies)|real[- ]world|real life|stories|story|show me)\b/i,
    apply: (ctx) => {
      const examples = ctx.bank.examples.map((e, i) => `**Example ${i + 1}.** ${e}`);
      insertSection(ctx, {
        heading: 'Real-world examples',
        body: [
          fillTemplate('Principles are easier to apply once you have seen them work. Here is how {topic} has played out in projects like the ones we handle every week:', ctx.values),
          ...examples,
          'Notice the pattern: in each case the change was small, specific and measured, not a complete reinvention.',
        ].join('\n\n'),
      });
    },
  },
  {
    test: /\b(beginners?|simpler|simplify|easier|plain english|jargon|newcomers?|novices?|basics|less technical|accessible)\b/i,
    apply: (ctx) => {
      insertSection(ctx, {
        heading: 'Starting from scratch: a simple plan',
        body: [
          fillTemplate('If you are new to {topic}, ignore the advanced details for now. These steps, done in order, will get you a solid result and teach you more than any amount of reading:', ctx.values),
          bulletList(ctx.bank.beginnerSteps.map((s) => fillTemplate(s, ctx.values)), true),
          'Once these feel routine, come back to the rest of this guide and add one technique at a time.',
        ].join('\n\n'),
      });
      mapProse(ctx, (text) => text.replace(/\s*\((?:for example|e\.g\.)[^)]*\)/g, ''));
    },
  },
  {
    test: /\b(technical|advanced|expert|in-depth|specific settings|more specific|nerdy|pro-level)\b/i,
    apply: (ctx) => {
      insertSection(ctx, {
        heading: 'Advanced techniques in detail',
        body: [
          fillTemplate('For readers who already have the fundamentals, these are the techniques that move {topic} from good to exceptional. Each one takes practice, and each one pays for itself quickly:', ctx.values),
          bulletList(ctx.bank.advanced.map((s) => fillTemplate(s, ctx.values))),
          'Introduce them one at a time and compare results against your previous projects, so you know which ones earn their place in your workflow.',
        ].join('\n\n'),
      });
    },
  },
  {
    test: /\b(casual|(?<!beginner[- ])friendly|conversational|relaxed|warmer|less formal|fun|lighter)\b/i,
    apply: (ctx) => {
      mapProse(ctx, (text) => CONTRACTIONS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text));
      const [first, ...rest] = splitBlocks(ctx.doc.intro);
      ctx.doc.intro = [`Let's be honest: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, ...rest].join('\n\n');
      ctx.changed = true;
    },
  },
  {
    test: /\b(formal|more professional|serious|corporate|less casual)\b/i,
    apply: (ctx) => {
      mapProse(ctx, (text) =>
        CONTRACTIONS.reduce((t, [pattern, replacement]) => t.split(replacement).join(pattern.source.replace(/\\b/g, '')), text)
          .replace(/^Let's be honest: (\w)/, (_m, c: string) => c.toUpperCase())
          .replace(/!/g, '.'),
      );
    },
  },
  {
    test: /\b(stats?|statistics|numbers|figures|data|proof|credib\w*|results|social proof)\b/i,
    apply: (ctx) => {
      insertSection(ctx, {
        heading: 'The numbers behind our approach',
        body: [
          'Advice is only as good as the results behind it. These are the figures our team has built up since starting out in television:',
          markdownTable(
            ['Figure', 'What it means'],
            [
              [`${AGENCY.yearsExperience} years`, 'Experience in television and online video'],
              [AGENCY.projectsBy2022, 'Video projects completed by 2022'],
              [AGENCY.viewsGenerated, 'Views generated for the people we work with'],
              [AGENCY.revenueGenerated, 'Revenue generated for clients'],
            ],
          ),
          fillTemplate('Every recommendation in this article on {topic} comes from that body of work, not from theory.', ctx.values),
        ].join('\n\n'),
      });
    },
  },
  {
    test: /\b(summary|summari[sz]e|takeaways?|tl;?dr|recap|key points)\b/i,
    apply: (ctx) => {
      const points = summarySources(ctx)
        .flatMap((body) => (ctx.scope === 'section' ? splitBlocks(body).filter(isProseBlock) : [splitBlocks(body).find(isProseBlock)]))
        .filter((p): p is string => Boolean(p))
        .map((p) => (p.match(/^[^.!?]+[.!?]/) ?? [p])[0])
        .slice(0, 5);
      const section = { heading: 'Key takeaways', body: ['If you remember only a few things from this article, make it these:', bulletList(points)].join('\n\n') };
      // A summary reads best right before the close.
      insertSection(ctx, section);
    },
  },
  {
    test: /\b(call to action|cta|stronger (?:close|ending|conclusion)|ending|conclusion|closing)\b/i,
    apply: (ctx) => {
      const closing = closingSection(ctx.bank, ctx.values, ctx.rng);
      const last = ctx.scope === 'section' ? undefined : ctx.doc.sections[ctx.doc.sections.length - 1];
      const action = /Explore (\w+)|Join (?:the )?Academy|View our services/.exec(closing.body)?.[0] ?? 'Get in touch';
      const body = `${closing.body}\n\n**${action} today: the sooner you start, the sooner the results compound.**`;
      if (last) last.body = body;
      else if (ctx.scope === 'section') ctx.doc.intro = [ctx.doc.intro, body].filter(Boolean).join('\n\n');
      else ctx.doc.sections.push({ ...closing, body });
      ctx.changed = true;
    },
  },
];

/** "Add a section about X" and "mention Y": the explicit content requests. */
function applyRequests(ctx: RevisionContext): boolean {
  const sectionTopics = findPhrases(ctx.feedback, '(?:add|include|write|need|want|create)\\s+(?:a|an|one more|another)?\\s*(?:new\\s+)?(?:section|part|paragraph|chapter|bit)\\s+(?:about|on|covering|for|explaining)');
  for (const subject of sectionTopics) insertSection(ctx, focusSection(ctx, subject));
  const isSectionWord = (m: string) => /^(?:a|an)?\s*(?:new\s+)?(?:section|part|paragraph|chapter)\b/i.test(m);
  // "Talk about X" asks for substance: a section. "Mention Y" asks for a line.
  const subjects = findPhrases(ctx.feedback, 'talk about|talk more about|cover|discuss|explain|go into|say more about')
    .filter((m) => !isSectionWord(m) && !sectionTopics.includes(m));
  for (const subject of subjects) insertSection(ctx, focusSection(ctx, subject));
  const mentions = findPhrases(ctx.feedback, 'mention|reference|highlight|include|name-check|plug')
    .filter((m) => !isSectionWord(m) && !sectionTopics.includes(m) && !subjects.includes(m));
  for (const subject of mentions) mention(ctx, subject);
  return sectionTopics.length + subjects.length + mentions.length > 0;
}

function mention(ctx: RevisionContext, subject: string): void {
  const phrase = toPhrase(subject);
  const service = AGENCY_SERVICES.find((s) => subject.toLowerCase().includes(s.name.toLowerCase()));
  const sentence = service
    ? `Our ${service.name} service exists for exactly this: ${service.pitch}${service.available ? '' : ' (coming soon)'}.`
    : fillTemplate(`It is worth mentioning ${phrase} here too: it shapes {topic} more than most people expect, and it deserves a deliberate decision rather than a default.`, ctx.values);
  // Put it where the article already talks about something related, else at the end of the intro.
  const words = subject.toLowerCase().split(/\s+/).filter((w) => w.length > 3);
  const target = ctx.doc.sections.slice(0, -1).find((s) => words.some((w) => `${s.heading} ${s.body}`.toLowerCase().includes(w)));
  if (target) target.body = `${target.body}\n\n${sentence}`;
  else ctx.doc.intro = `${ctx.doc.intro}\n\n${sentence}`;
  ctx.changed = true;
}

/** A section on a subject the admin named (or on the feedback itself when nothing else matched). */
function focusSection(ctx: RevisionContext, subject: string): ArticleSection {
  const phrase = toPhrase(subject);
  const paragraphs = [
    `${capitalize(phrase)} deserves more attention than it usually gets. In our experience it is one of the details that separates work people finish from work they abandon, and it connects directly to everything above about {topic}.`,
    `The practical approach is to treat ${phrase} as a decision you make on purpose, not something that happens by default. Decide what good looks like, check it on every project and keep notes on what your audience responds to.`,
  ];
  const steps = [
    `Define what good ${phrase} looks like for your audience, with one example you admire`,
    `Review your last three projects and note where ${phrase} helped or hurt`,
    'Change one thing at a time on the next project and measure the result',
    'Write down what worked so the whole team can repeat it',
  ];
  return {
    heading: toTitleCase(phrase.length <= 60 ? phrase : phrase.slice(0, 60).replace(/\s+\S*$/, '')),
    body: [fillTemplate(paragraphs[0], ctx.values), bulletList(steps), fillTemplate(paragraphs[1], ctx.values)].join('\n\n'),
  };
}

/** The subject of free-form feedback: its words without the polite framing. */
export function feedbackFocus(feedback: string): string {
  const first = feedback.split(/[.!?\n]/).find((s) => s.trim()) ?? feedback;
  const focus = first
    .replace(/^\s*(?:i think|i feel|in my opinion|honestly|overall)[, ]+(?:that\s+)?/i, '')
    .replace(/^\s*(?:the|this)\s+(?:article|piece|post|draft|text|content)\s+(?:needs|should|could|would|must|has)\s+(?:to\s+)?(?:be\s+)?/i, '')
    .replace(/^\s*(?:please|pls|kindly|can you|could you|would you|i(?:'d| would) like(?: you)? to|i want(?: you)? to|we need to|make sure to|try to)\s+/i, '')
    .replace(/^\s*(?:please\s+)?(?:focus on|talk more about|say more about|more about|more on|expand on|explain|improve|add|improve the|work on|address)\s+/i, '')
    .replace(/^\s*(?:rewrite|redo|rework|reframe|adapt|tailor|aim|angle|retarget)\s+(?:(?:this|it|the)\s+(?:section|part|paragraph|article|piece|post)?\s*)?(?:for|to|towards|at)\s+/i, '')
    .replace(/^(?:the|a|an|some|a few|more|few)\s+/i, '')
    .trim();
  const words = focus.split(/\s+/).slice(0, 8).join(' ');
  // A cut phrase does not end on a preposition or an article ("people who shoot on a").
  return words.replace(/[,;:]+$/, '').replace(/(?:\s+(?:a|an|the|on|in|at|of|for|to|with|and|or))+$/i, '') || 'your feedback';
}

/** Runs every intent the feedback asks for; when nothing visible came of it, adds material on its subject. */
function applyFeedback(ctx: RevisionContext): void {
  let matched = false;
  for (const intent of intents) {
    if (intent.test.test(ctx.feedback)) {
      intent.apply(ctx);
      matched = true;
    }
  }
  if (applyRequests(ctx)) matched = true;
  if (matched && ctx.changed) return;
  const focus = focusSection(ctx, feedbackFocus(ctx.feedback));
  if (ctx.scope === 'article') return insertSection(ctx, focus);
  // A section asked to change in a way no intent names is rewritten around the request: its opening
  // paragraph, then the material on the subject, then its lists and tables.
  const blocks = splitBlocks(ctx.doc.intro);
  const opening = blocks.find(isProseBlock);
  ctx.doc.intro = [...(opening ? [opening] : []), ...splitBlocks(focus.body), ...blocks.filter((block) => !isProseBlock(block))].join('\n\n');
  ctx.changed = true;
}

function revisionValues(input: { title: string; category: string; keywords: unknown }): { keywords: string[]; values: TemplateValues } {
  const keywords = parseKeywords(input.keywords);
  const topic = resolveTopic({ title: input.title, topic: ideaSubject(input.title, input.category), keywords, category: input.category });
  return { keywords, values: { topic, audience: categoryProfile(input.category).audience, kw: keywords[0] ? toPhrase(keywords[0]) : topic } };
}

/**
 * The offline reviser: applies the admin's feedback to an article. It recognises common requests (shorter,
 * longer, examples, beginner-friendly, technical, tone, statistics, summary, call to action, add a section
 * about X, mention Y, remove Z) and always leaves a visible change that answers the feedback.
 */
export function reviseArticle(input: RevisionBrief): ArticleDraft {
  const { keywords, values } = revisionValues(input);
  const feedback = input.feedback.trim();
  const ctx: RevisionContext = {
    scope: 'article',
    doc: parseArticle(input.content),
    bank: bankFor(input.category),
    values,
    rng: createPicker(`revise|${input.title}|${feedback}|${hashString(input.content)}`),
    feedback,
    added: [],
    changed: false,
  };
  if (!ctx.doc.intro && ctx.doc.sections.length === 0) ctx.doc.intro = input.content.trim();

  applyFeedback(ctx);

  const content = renderArticle(ctx.doc);
  return {
    content,
    estimatedReadTime: estimateReadTime(content),
    ...describeArticle({ title: input.title, content, keywords: [...keywords, ...ctx.bank.keywords] }),
  };
}

/**
 * The offline reviser for one `##` section: the feedback is applied to the section's body only (new
 * material becomes `###` subsections of it). Answers the new body, without the heading line.
 */
export function reviseSection(input: ReviseSectionInput): string {
  const { values } = revisionValues(input);
  const feedback = input.feedback.trim();
  const ctx: RevisionContext = {
    scope: 'section',
    doc: { intro: input.body.trim(), sections: [] },
    bank: bankFor(input.category),
    values,
    rng: createPicker(`revise-section|${input.title}|${input.heading}|${feedback}|${hashString(input.body)}`),
    feedback,
    added: [],
    changed: false,
  };
  applyFeedback(ctx);
  return ctx.doc.intro.trim();
}
