import { createPicker, Picker } from '@app/contract';
import { categoryProfile, estimateReadTime, parseKeywords } from '@app/site';
import { bankFor, CategoryBank, CREDIBILITY_PARAGRAPHS, EXPERIENCE_SECTIONS, SectionMaterial, TONE_SECTIONS } from './banks';
import { ArticleDraft, ContentTone, ArticleBrief } from './content.types';
import { describeArticle } from './article-metadata';
import { ArticleSection, bulletList, checklist, markdownTable, renderArticle } from './markdown-document';
import { fillTemplate, TemplateValues } from './placeholders';
import { countWords, joinList, toPhrase } from './text';
import { ideaSubject } from './idea-generator';
import { resolveTopic } from './topic';

export const ARTICLE_MIN_WORDS = 700;
export const ARTICLE_MAX_WORDS = 1200;

const KEYWORD_BRIDGES = [
  'The same thinking applies directly to {kw}.',
  'If {kw} is on your list this quarter, this is the place to start.',
  'It is also the quickest win we know for {kw}.',
];

/** Ties a general section back to the article's subject; at most two per article, never the same one twice. */
const TOPIC_BRIDGES = [
  'For {topic}, this is usually the first thing we fix.',
  'We see the difference this makes on {topic} projects every week.',
  'With {topic} in particular, small improvements here compound quickly.',
  'Get this right for {topic} and much of the rest becomes easier.',
  'It is a step that gets skipped on {topic} more often than any other.',
];

function mentionsTopic(material: SectionMaterial): boolean {
  return [...material.paragraphs, ...material.headings].some((text) => text.includes('{topic}') || text.includes('{Topic}'));
}

function appendToLastParagraph(section: ArticleSection, sentence: string): void {
  const blocks = section.body.split('\n\n');
  const last = blocks.length - 1;
  blocks[last] = `${blocks[last]} ${sentence}`;
  section.body = blocks.join('\n\n');
}

/** Renders one bank section with its list; used by the writer and the reviser. */
export function renderSection(material: SectionMaterial, values: TemplateValues, rng: Picker): ArticleSection {
  const paragraphs = material.paragraphs.map((p) => fillTemplate(p, values));
  const blocks = [...paragraphs];
  if (material.list) {
    const list = `${fillTemplate(material.list.lead, values)}\n\n${bulletList(material.list.items.map((i) => fillTemplate(i, values)), material.list.ordered)}`;
    const at = material.listAt === 'end' ? blocks.length : Math.min(1, blocks.length);
    blocks.splice(at, 0, list);
  }
  return { heading: fillTemplate(rng.pick(material.headings), values), body: blocks.join('\n\n') };
}

function toneSection(bank: CategoryBank, tone: ContentTone, values: TemplateValues, rng: Picker): ArticleSection {
  const material = rng.pick(TONE_SECTIONS[tone]);
  const items =
    tone === 'casual' ? bank.beginnerSteps : tone === 'technical' ? rng.sample(bank.advanced, 5) : rng.sample(bank.proTips, 5);
  const list = bulletList(items.map((i) => fillTemplate(i, values)), tone === 'casual');
  return {
    heading: fillTemplate(rng.pick(material.headings), values),
    body: [fillTemplate(material.paragraph, values), fillTemplate(material.listLead, values), list].join('\n\n'),
  };
}

function tableSection(bank: CategoryBank, values: TemplateValues, rng: Picker): ArticleSection {
  const { table } = bank;
  return {
    heading: fillTemplate(rng.pick(table.headings), values),
    body: [fillTemplate(table.lead, values), markdownTable(table.columns, table.rows), fillTemplate(table.after, values)].join('\n\n'),
  };
}

function checklistSection(bank: CategoryBank, values: TemplateValues, rng: Picker): ArticleSection {
  const material = bank.checklist;
  return {
    heading: fillTemplate(rng.pick(material.headings), values),
    body: [fillTemplate(material.lead, values), checklist(material.items.map((i) => fillTemplate(i, values)))].join('\n\n'),
  };
}

export function closingSection(bank: CategoryBank, values: TemplateValues, rng: Picker): ArticleSection {
  return { heading: fillTemplate(rng.pick(bank.closingHeadings), values), body: fillTemplate(rng.pick(bank.closings), values) };
}

function sectionWords(sections: ArticleSection[], intro: string): number {
  return countWords(intro) + sections.reduce((sum, s) => sum + countWords(s.heading) + countWords(s.body), 0);
}

/**
 * The offline writer: a complete, on-brand article for a title, composed deterministically from the
 * category's material. The title's hash picks the opener, sections, order and phrasing, so different titles
 * read differently and the same input always gives the same article.
 */
export function writeArticle(input: ArticleBrief): ArticleDraft {
  const tone: ContentTone = input.tone ?? 'professional';
  const keywords = parseKeywords(input.keywords);
  const topic = resolveTopic({ title: input.title, topic: input.topic ?? ideaSubject(input.title, input.category), keywords, category: input.category });
  const rng = createPicker(`${input.title}|${input.category}|${tone}|${topic}`);
  const bank = bankFor(input.category);
  const profile = categoryProfile(input.category);
  const lead = keywords.slice(0, 3).map(toPhrase);
  const values: TemplateValues = {
    topic,
    audience: profile.audience,
    kw: lead[0] ?? topic,
    keywordLine: lead.length ? `, with a focus on ${joinList(lead)}` : '',
  };

  const intro = [fillTemplate(rng.pick(bank.openers), values), fillTemplate(rng.pick(CREDIBILITY_PARAGRAPHS), values)].join('\n\n');

  const pool = rng.shuffle(bank.sections);
  const chosen = pool.splice(0, 3);
  const categorySections = chosen.map((m) => renderSection(m, values, rng));
  // Bridges close a section's last paragraph, so they read as part of the argument.
  const bridges = rng.shuffle(TOPIC_BRIDGES);
  chosen.forEach((material, index) => {
    if (index > 0 && !mentionsTopic(material) && bridges.length > TOPIC_BRIDGES.length - 2) {
      appendToLastParagraph(categorySections[index], fillTemplate(bridges.shift()!, values));
    }
  });
  if (lead.length) appendToLastParagraph(categorySections[0], fillTemplate(rng.pick(KEYWORD_BRIDGES), values));
  const tone_ = toneSection(bank, tone, values, rng);
  const experience = renderSection(rng.pick(EXPERIENCE_SECTIONS), values, rng);
  const reference = rng.int(3);
  const table = reference !== 1 ? tableSection(bank, values, rng) : undefined;
  const check = reference !== 0 ? checklistSection(bank, values, rng) : undefined;
  const closing = closingSection(bank, values, rng);

  const compose = (extra: ArticleSection[]): ArticleSection[] => {
    const middle: ArticleSection[] = [categorySections[0]];
    if (rng.chance(0.5)) middle.push(tone_, categorySections[1]);
    else middle.push(categorySections[1], tone_);
    if (table) middle.push(table);
    middle.push(categorySections[2], ...extra, experience);
    if (check) middle.push(check);
    return [...middle, closing];
  };

  const extra: ArticleSection[] = [];
  let sections = compose(extra);
  // Keep within the promised length: add sections from the bank while short, drop the extra ones while long.
  while (sectionWords(sections, intro) < ARTICLE_MIN_WORDS + 50 && pool.length) {
    extra.push(renderSection(pool.shift()!, values, rng));
    sections = compose(extra);
  }
  while (sectionWords(sections, intro) > ARTICLE_MAX_WORDS - 20 && extra.length) {
    extra.pop();
    sections = compose(extra);
  }

  const content = renderArticle({ intro, sections });
  return {
    content,
    estimatedReadTime: estimateReadTime(content),
    ...describeArticle({ title: input.title, excerpt: input.excerpt, content, keywords: [...keywords, ...(countWords(topic) <= 4 ? [topic] : []), ...bank.keywords] }),
  };
}
