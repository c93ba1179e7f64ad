import { COVER_ALT_MAX } from '@app/cover-designer';
import { isRenderableMarkdown, MARKDOWN_MAX_NESTING } from '@app/site';
import { z } from 'zod';

/**
 * What each provider call must answer, as zod schemas: sent to the provider as a JSON schema (OpenAI
 * `response_format`, Anthropic tool `input_schema`) and checked on every answer, whatever way it came.
 */
export const ideasAnswer = z.object({ ideas: z.array(z.string().min(1)).min(1) });

export const briefAnswer = z.object({
  angle: z.string().min(1).describe('The one-sentence angle of the article'),
  audience: z.string().min(1).describe('Who reads it and what they need'),
  keyPoints: z.array(z.string().min(1)).min(2).max(8).describe('The points the article must make'),
  facts: z.array(z.string()).max(8).describe('Agency facts from the system prompt that genuinely apply (quoted, none invented)'),
});
export type EditorialBrief = z.infer<typeof briefAnswer>;

export const outlineAnswer = z.object({
  sections: z.array(z.string().min(1)).min(3).max(8).describe('The ## section headings, in order, without the ## marks'),
});
export type ArticleOutline = z.infer<typeof outlineAnswer>;

/** Markdown the site can show: nested no deeper than @app/site allows (the editor's rule; deeper only shows as text). */
const TOO_DEEP = `the text nests quotes, lists or emphasis deeper than ${MARKDOWN_MAX_NESTING} levels`;

/** Markdown without an H1; at least 30 words, so a refusal or a cut-off answer never passes. */
const markdown = z
  .string()
  .refine(isRenderableMarkdown, TOO_DEEP)
  .refine((text) => text.trim().split(/\s+/).length >= 30, 'the text holds fewer than 30 words');

export const draftAnswer = z.object({ content: markdown.describe('The article in GitHub-flavoured markdown, without an H1') });

export const editAnswer = z.object({
  content: z.string().trim().min(1).refine(isRenderableMarkdown, TOO_DEEP).describe('The corrected text in GitHub-flavoured markdown'),
  changes: z.array(z.string()).max(20).describe('What was fixed, one short line each'),
});
export type EditedText = z.infer<typeof editAnswer>;

export const sectionAnswer = z.object({ content: z.string().min(1).refine(isRenderableMarkdown, TOO_DEEP).describe('The new body of the section, without its ## heading line') });

export const articleAnswer = z.object({
  content: markdown,
  excerpt: z.string().min(1),
  metaDescription: z.string().min(1),
  keywords: z.array(z.string()),
});

export const seoAnswer = z.object({
  title: z.string().min(1).max(120).describe('The article title, at most 120 characters'),
  excerpt: z.string().min(1).max(240).describe('One or two sentences, at most 240 characters'),
  metaDescription: z.string().min(1).max(160).describe('At most 160 characters'),
  keywords: z.array(z.string().min(1)).min(1).max(8),
});
export type SeoFields = z.infer<typeof seoAnswer>;

export const coverAnswer = z.object({ alt: z.string().trim().min(1).max(COVER_ALT_MAX).describe(`Alt text of the cover image: what it shows, at most ${COVER_ALT_MAX} characters`) });
export type CoverText = z.infer<typeof coverAnswer>;

/** One structured answer a prompt asks for: its name (the OpenAI schema name, the Anthropic tool name) and shape. */
export interface AnswerFormat<T> {
  name: string;
  schema: z.ZodType<T>;
}

const LIMIT_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems']);

/**
 * The JSON schema sent to the provider. Length limits are left out: OpenAI's strict mode refuses some of
 * them, and zod checks them on the answer anyway (a too-long answer retries the stage).
 */
export function providerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !LIMIT_KEYWORDS.has(key)).map(([key, inner]) => [key, strip(inner)]));
  };
  return strip(z.toJSONSchema(schema)) as Record<string, unknown>;
}
