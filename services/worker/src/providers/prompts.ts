import fs from 'node:fs';
import path from 'node:path';

/** Bump with a new folder under services/worker/prompts; every job records the version it used. */
export const PROMPT_VERSION = 'v5';

/** One file per provider call: the idea run, each stage of an article, and a revision's rewrite (whole or one section). */
export type PromptName = 'ideas' | 'brief' | 'outline' | 'draft' | 'edit' | 'seo' | 'cover' | 'revision' | 'section-revision' | 'claim-check';

/**
 * One provider call's prompt, in the order it is sent: what stays the same comes first, so the providers
 * can cache it (issue 30).
 */
export interface Prompt {
  /** From v5 the same text in every call (system.md, filled only with the brand kit): the cached prefix. */
  system: string;
  /** The job's article (context.md), the same for each of its stages: a second cached block. */
  context?: string;
  /** The task and the stage's own input. */
  user: string;
}

type Section = 'system' | 'context' | 'user';
type Template = Partial<Record<Section, string>>;
type Values = Record<string, string | number>;

// Same depth from src/providers (tests) and dist/providers (compiled): both reach services/worker/prompts.
const PROMPTS_DIR = path.resolve(__dirname, '../../prompts');
const cache = new Map<string, Template>();
const SECTION_LINE = /^=== (system|context|user) ===[ \t]*$/gm;

/** A prompt file: an HTML comment (notes), then `=== system ===`, `=== context ===` and/or `=== user ===` sections. */
function loadTemplate(name: string, version: string): Template {
  const key = `${version}/${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const text = fs.readFileSync(path.join(PROMPTS_DIR, version, `${name}.md`), 'utf8');
  const marks = [...text.matchAll(SECTION_LINE)];
  if (!marks.length) throw new Error(`prompt ${key} has no "=== system ===", "=== context ===" or "=== user ===" section`);
  const template: Template = {};
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.index ?? text.length;
    template[mark[1] as Section] = text.slice(mark.index + mark[0].length, end).trim();
  });
  cache.set(key, template);
  return template;
}

/** Fills {{name}} placeholders; an unknown placeholder is a bug in the prompt file, so it throws. */
function fill(template: string, values: Values): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`prompt placeholder {{${name}}} has no value`);
    return String(values[name]);
  });
}

export interface PromptParts {
  /** The brand kit as prompt text (renderBrandKitPrompt): the one value system.md takes. */
  brandKit: string;
  /** The values of context.md's placeholders; absent: the call has no article (ideas). */
  context?: Values;
  /** The values of the task file's placeholders. */
  values: Values;
}

/**
 * A task's prompt. From v5 a task file holds only its `user` section: the system prompt is system.md,
 * filled with the brand kit alone (any other placeholder there throws, so it can never vary by task or
 * article), and the context is context.md. Older versions kept a system section in every file.
 */
export function renderPrompt(name: PromptName, parts: PromptParts, version = PROMPT_VERSION): Prompt {
  const task = loadTemplate(name, version);
  if (task.user === undefined) throw new Error(`prompt ${version}/${name} has no "=== user ===" section`);
  const system = task.system !== undefined ? fill(task.system, { ...parts.values, brandKit: parts.brandKit }) : fill(requiredSection('system', version), { brandKit: parts.brandKit });
  const context = parts.context && task.system === undefined ? fill(requiredSection('context', version), parts.context) : undefined;
  return { system, ...(context !== undefined ? { context } : {}), user: fill(task.user, parts.values) };
}

function requiredSection(name: 'system' | 'context', version: string): string {
  const section = loadTemplate(name, version)[name];
  if (section === undefined) throw new Error(`prompt ${version}/${name}.md has no "=== ${name} ===" section`);
  return section;
}
