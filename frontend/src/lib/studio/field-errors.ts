import { errorStatus, serverMessage } from '@/lib/session';

/**
 * A 400's message next to the field it names, in the words of the screen (issue 27): the gateway names a
 * field by its path in the body (`facts.14.statement must be shorter than or equal to 500 characters`,
 * `each value in voiceRules …`, `keywords[2] must not contain NUL …`); a screen says
 * 'Fact 15: statement is too long (max 500 characters)' under that field. Each form gives the fields it
 * shows (FieldSpecs); parts of the message naming anything else stay whole, for the form's own alert.
 */

/** How a screen names one field of the body. */
export interface FieldSpec {
  /** The field's label, or, for a list, the label of its item at a screen index ('Fact 15'). */
  label: string | ((screenIndex: number) => string);
  /** A list item's own fields, by the words the screen uses for them: { statement: 'statement' }. */
  fields?: Record<string, string>;
  /** For `each value in …` messages: what one entry is called ('a rule'). */
  item?: string;
  /** Where an item of the body is on screen, when the form leaves some out before sending (blank rows). */
  screenIndex?: (bodyIndex: number) => number;
}

export type FieldSpecs = Record<string, FieldSpec>;

export interface FieldProblem {
  /** Where on screen: `facts.14.statement`, `facts.14`, `voiceRules`, `title` (screen indexes). */
  key: string;
  root: string;
  index: number | null;
  field: string | null;
  /** The message in the screen's words. */
  text: string;
}

export interface FieldErrors {
  fields: FieldProblem[];
  /** Parts of the message that name no field of this screen, as the server wrote them. */
  other: string[];
}

/** class-validator's wording, as the studio says it. */
const PHRASES: Array<[RegExp, string]> = [
  [/^must be shorter than or equal to (\d+) characters$/, 'is too long (max $1 characters)'],
  [/^must be longer than or equal to (\d+) characters$/, 'is too short (at least $1 characters)'],
  [/^should not be empty$/, 'must not be empty'],
  [/^must be a string$/, 'must be text'],
  [/^must be an array$/, 'must be a list'],
  [/^must contain no more than (\d+) elements$/, 'has too many entries (at most $1)'],
  [/^must be an integer number$/, 'must be a whole number'],
  [/^must not contain NUL \(U\+0000\) or unpaired surrogate characters$/, 'contains characters that cannot be saved'],
];

function inScreenWords(rest: string): string {
  for (const [pattern, words] of PHRASES) if (pattern.test(rest)) return rest.replace(pattern, words);
  return rest;
}

const labelOf = (spec: FieldSpec, index: number | null): string =>
  typeof spec.label === 'function' ? spec.label(index ?? 0) : index === null ? spec.label : `${spec.label} ${index + 1}`;

/** `facts.14.statement rest`, `facts[14].statement rest`, `facts.14.a custom message`, `title rest`. */
const PATH = /^([A-Za-z_]\w*)(?:(?:\.(\d+))|(?:\[(\d+)\]))?(?:\.([A-Za-z_]\w*))?(?:\s|\.)([\s\S]*)$/;
const EACH = /^each value in ([A-Za-z_]\w*) ([\s\S]*)$/;

function problemOf(part: string, specs: FieldSpecs): FieldProblem | null {
  const each = EACH.exec(part);
  if (each) {
    const spec = specs[each[1]];
    if (!spec) return null;
    return { key: each[1], root: each[1], index: null, field: null, text: `${labelOf(spec, null)}: ${spec.item ?? 'an entry'} ${inScreenWords(each[2])}` };
  }
  const match = PATH.exec(part);
  if (!match) return null;
  const [, root, dotIndex, bracketIndex, name, tail] = match;
  const spec = specs[root];
  if (!spec) return null;
  const bodyIndex = dotIndex ?? bracketIndex;
  const index = bodyIndex === undefined ? null : (spec.screenIndex ?? ((at: number) => at))(Number(bodyIndex));
  // A name after the index is a field only if the screen knows it; else it began a custom message ('a fact needs…').
  const fieldWords = name !== undefined ? spec.fields?.[name] : undefined;
  const field = fieldWords !== undefined ? name : null;
  const rest = inScreenWords((field === null && name !== undefined ? `${name} ${tail}` : tail).trim());
  const at = index === null ? root : `${root}.${index}`;
  if (index === null && field === null) return { key: root, root, index, field, text: `${labelOf(spec, null)} ${rest}` };
  return { key: field === null ? at : `${at}.${field}`, root, index, field, text: `${labelOf(spec, index)}: ${field === null ? '' : `${fieldWords} `}${rest}` };
}

/** The field problems of a 400's message (`; ` joins the gateway's parts), and the parts naming no field here. */
export function fieldErrors(message: string, specs: FieldSpecs): FieldErrors {
  const result: FieldErrors = { fields: [], other: [] };
  for (const part of message.split('; ').map((text) => text.trim()).filter(Boolean)) {
    const problem = problemOf(part, specs);
    if (problem) result.fields.push(problem);
    else result.other.push(part);
  }
  return result;
}

/** The field problems of a failed call when it is a 400 with a message; null for any other failure. */
export function fieldErrorsOf(error: unknown, specs: FieldSpecs): FieldErrors | null {
  const message = errorStatus(error) === 400 ? serverMessage(error) : null;
  return message ? fieldErrors(message, specs) : null;
}

/** The text to show under the field at `key` (its own problems and its sub-fields' joined), or undefined. */
export function problemAt(errors: FieldErrors | null, key: string): string | undefined {
  const texts = (errors?.fields ?? []).filter((problem) => problem.key === key || problem.key.startsWith(`${key}.`)).map((problem) => problem.text);
  return texts.length ? texts.join(' ') : undefined;
}

/**
 * The post editor's fields as its screen names them (PUT /api/admin/blog/posts/:id), for the editor's
 * Save: `fieldErrorsOf(error, POST_FIELD_SPECS)`.
 */
export const POST_FIELD_SPECS: FieldSpecs = {
  title: { label: 'Title' },
  slug: { label: 'URL slug' },
  excerpt: { label: 'Excerpt' },
  content: { label: 'Content' },
  category: { label: 'Category' },
  author: { label: 'Author' },
  metaDescription: { label: 'Meta Description' },
  featuredImage: { label: 'Featured Image URL' },
  featuredImageAlt: { label: 'Featured Image Alt Text' },
  estimatedReadTime: { label: 'Read time' },
  keywords: { label: 'Keywords', item: 'a keyword' },
};
