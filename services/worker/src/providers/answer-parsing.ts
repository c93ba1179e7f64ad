import { estimateReadTime, parseKeywords } from '@app/site';
import { ArticleDraft } from './ai-provider';

const META_MAX = 160;
const EXCERPT_MAX = 240;

/** Strips a ```json ... ``` (or plain ```) fence a model may wrap its answer in. */
export function unfence(text: string): string {
  const fenced = /```(?:json|markdown|md)?\s*\n([\s\S]*?)\n?```/i.exec(text);
  return (fenced ? fenced[1] : text).trim();
}

/** The first JSON value (object or array) in the text, or undefined. */
export function extractJson(text: string): unknown {
  const body = unfence(text);
  for (const [open, close] of [['{', '}'], ['[', ']']] as const) {
    const start = body.indexOf(open);
    const end = body.lastIndexOf(close);
    if (start === -1 || end <= start) continue;
    try {
      return JSON.parse(body.slice(start, end + 1));
    } catch {
      // Not this shape; try the other, then fall back to plain text.
    }
  }
  return undefined;
}

function cleanTitle(line: string): string {
  return line
    .replace(/^\s*(?:[-*+•]|\d+[.):]|#+)\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/^(?:title|idea)\s*\d*\s*:\s*/i, '')
    .trim();
}

function uniqueTitles(titles: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of titles) {
    const title = cleanTitle(raw).slice(0, 300);
    const key = title.toLowerCase();
    if (title.length < 4 || seen.has(key)) continue;
    seen.add(key);
    result.push(title);
  }
  return result;
}

/**
 * Idea titles from a model's answer: a JSON array (of strings or {title}), an object with an
 * `ideas` array, or else a numbered or bulleted list (a preamble line without a marker is skipped).
 */
export function parseIdeas(text: string): string[] {
  const json = extractJson(text);
  const list = Array.isArray(json) ? json : Array.isArray((json as { ideas?: unknown })?.ideas) ? (json as { ideas: unknown[] }).ideas : undefined;
  if (list) {
    const titles = list.map((item) => (typeof item === 'string' ? item : typeof (item as { title?: unknown })?.title === 'string' ? (item as { title: string }).title : ''));
    const unique = uniqueTitles(titles);
    if (unique.length) return unique;
  }
  const lines = unfence(text).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const marked = lines.filter((line) => /^(?:[-*+•]|\d+[.):])\s+/.test(line));
  return uniqueTitles(marked.length ? marked : lines.filter((line) => !line.endsWith(':')));
}

function truncateAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function plainText(markdown: string): string {
  return markdown.replace(/[#>*_`]|\[(.*?)\]\(.*?\)/g, (match, label) => label ?? '').trim();
}

function firstParagraph(markdown: string): string {
  const block = markdown
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part && !/^(#|[-*+|]|\d+\.|>|```)/.test(part));
  return plainText(block ?? markdown);
}

/** Drops a leading H1: the page shows the title itself. */
export function withoutTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s+[^\n]*\n+/, '').trim();
}

/**
 * A section body from a model's answer: the JSON object the prompt asks for ({content}) or plain markdown.
 * A repeated `## <heading>` line at the top is dropped (the worker keeps the original heading line).
 */
export function parseSection(text: string, heading: string): string {
  const json = extractJson(text) as { content?: unknown } | undefined;
  const raw = json && !Array.isArray(json) && typeof json.content === 'string' ? json.content : unfence(text);
  const body = raw.replace(/^\s*#{1,2}\s+([^\n]*)\n+/, (line, title: string) => (title.replace(/\s+#+\s*$/, '').trim() === heading.trim() ? '' : line)).trim();
  if (!body) throw new Error('the answer holds no section text');
  return body;
}

/**
 * An article from a model's answer: the JSON object the prompt asks for ({content, excerpt,
 * metaDescription, keywords}); or, when the model wrote plain markdown, that markdown with the
 * excerpt and meta description taken from its first paragraph.
 */
export function parseArticle(text: string, fallbackKeywords: string[]): ArticleDraft {
  const json = extractJson(text) as Partial<Record<'content' | 'excerpt' | 'metaDescription' | 'keywords', unknown>> | undefined;
  const fromJson = json && !Array.isArray(json) && typeof json.content === 'string' && json.content.trim() ? json : undefined;
  return toArticleDraft(
    {
      content: fromJson ? (fromJson.content as string) : unfence(text),
      excerpt: typeof fromJson?.excerpt === 'string' ? fromJson.excerpt : undefined,
      metaDescription: typeof fromJson?.metaDescription === 'string' ? fromJson.metaDescription : undefined,
      keywords: fromJson?.keywords,
    },
    fallbackKeywords,
  );
}

/**
 * An article from its fields, however they were read: without an H1, the excerpt and meta description
 * cut to their limits at a word (from the first paragraph when missing), the keywords normalised.
 */
export function toArticleDraft(
  fields: { content: string; excerpt?: string; metaDescription?: string; keywords?: unknown },
  fallbackKeywords: string[],
): ArticleDraft {
  const content = withoutTitle(fields.content);
  if (content.split(/\s+/).length < 30) {
    throw new Error('the answer holds no article (fewer than 30 words)');
  }
  const summary = firstParagraph(content);
  const excerpt = fields.excerpt?.trim() ? fields.excerpt : summary;
  const meta = fields.metaDescription?.trim() ? fields.metaDescription : excerpt;
  const keywords = parseKeywords(fields.keywords ?? []);
  return {
    content,
    excerpt: truncateAtWord(excerpt, EXCERPT_MAX),
    metaDescription: truncateAtWord(meta, META_MAX),
    keywords: keywords.length ? keywords.slice(0, 8) : fallbackKeywords,
    estimatedReadTime: estimateReadTime(content),
  };
}
