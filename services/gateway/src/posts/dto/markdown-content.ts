import { markdownNestingProblem } from '@app/site';
import { registerDecorator, ValidationOptions } from 'class-validator';
import { POST_FIELD_LIMITS } from './post-fields';

/** The last value judged and its problem: validate and the message read the same value in turn. */
let judged: { value: string; problem: string | null } | null = null;

function nestingProblem(value: unknown): string | null {
  // Not text, or longer than any post (its own rule answers those): nothing to judge here.
  if (typeof value !== 'string' || value.length > POST_FIELD_LIMITS.content) return null;
  if (judged?.value !== value) judged = { value, problem: markdownNestingProblem(value) };
  return judged.problem;
}

/**
 * Markdown nested no deeper than @app/site's MARKDOWN_MAX_NESTING (block quotes and lists, emphasis
 * and brackets): deeper content overflows the renderers' stacks, so a post could only be shown as
 * text. The message names the field as the editor labels it ('Content ...').
 */
export function IsWithinMarkdownNesting(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isWithinMarkdownNesting',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }) => nestingProblem(value) ?? '', ...options },
      validator: { validate: (value: unknown) => nestingProblem(value) === null },
    });
}
