import { COVER_ALT_MAX } from '@app/cover-designer';
import { CLAIM_REVIEW_VERDICTS } from '@app/contract';
import { isRenderableMarkdown, MARKDOWN_MAX_NESTING } from '@app/site';
import { z } from 'zod';

/**
 * What each provider call must answer, as zod schemas: sent to the provider as a tool's JSON schema (OpenAI
 * function `parameters`, Anthropic tool `input_schema`) and checked on every answer, whatever way it came.
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

/** The claim check: one review per numbered claim the rules found (issue 29). */
export const claimReviewAnswer = z.object({
  reviews: z
    .array(
      z.object({
        claim: z.number().int().min(1).describe('The number of the claim reviewed'),
        verdict: z.enum(CLAIM_REVIEW_VERDICTS).describe('supported: a brand fact backs every figure, date, name, ranking or promise in it; contradicted: a brand fact says otherwise; unsupported: no brand fact backs it; none: it claims nothing about the agency'),
        reason: z.string().min(1).max(300).describe('Which brand fact, and which words of the sentence, in one sentence'),
      }),
    )
    .min(1),
});
export type ClaimReviewAnswer = z.infer<typeof claimReviewAnswer>;

/** One structured answer a prompt asks for: its name (the tool's name, for both providers), what it is, and its shape. */
export interface AnswerFormat<T> {
  name: string;
  description: string;
  schema: z.ZodType<T>;
}

/**
 * Every structured answer the prompts ask for, in one fixed order: the tools every call offers (issue 30).
 * A request names the one to answer with (a forced tool choice), but always sends the whole list, so the
 * tools part of every request, which comes first in the prompt, is the same bytes and stays cached.
 */
export const ANSWER_FORMATS = {
  ideas: { name: 'ideas', description: 'Blog post titles.', schema: ideasAnswer },
  brief: { name: 'editorial_brief', description: "An article's editorial brief: angle, audience, key points and the brand kit's facts that apply.", schema: briefAnswer },
  outline: { name: 'article_outline', description: "An article's ## section headings, in reading order.", schema: outlineAnswer },
  draft: { name: 'article_draft', description: 'A whole article in markdown.', schema: draftAnswer },
  edit: { name: 'edited_text', description: 'A text with every problem fixed, and what was fixed.', schema: editAnswer },
  seo: { name: 'seo_fields', description: "An article's search metadata.", schema: seoAnswer },
  cover: { name: 'cover_text', description: "The alt text of an article's cover image.", schema: coverAnswer },
  revision: { name: 'revised_article', description: 'A revised article in markdown, with its excerpt, meta description and keywords.', schema: articleAnswer },
  section: { name: 'section_text', description: 'The new body of one section, in markdown without its ## heading line.', schema: sectionAnswer },
  claims: { name: 'claim_reviews', description: "A verdict on each numbered claim of an article, from the brand kit's facts.", schema: claimReviewAnswer },
} satisfies Record<string, AnswerFormat<unknown>>;

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
