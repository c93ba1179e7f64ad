import fs from 'node:fs';
import path from 'node:path';

/** Bump with a new folder under services/worker/prompts; every job records the version it used. */
export const PROMPT_VERSION = 'v4';

/** One file per provider call: the idea run, each stage of an article, and a revision's rewrite (whole or one section). */
export type PromptName = 'ideas' | 'brief' | 'outline' | 'draft' | 'edit' | 'seo' | 'cover' | 'revision' | 'section-revision' | 'claim-check';

export interface Prompt {
  system: string;
  user: string;
}

// Same depth from src/providers (tests) and dist/providers (compiled): both reach services/worker/prompts.
const PROMPTS_DIR = path.resolve(__dirname, '../../prompts');
const cache = new Map<string, { system: string; user: string }>();

function loadTemplate(name: PromptName, version: string): { system: string; user: string } {
  const key = `${version}/${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const text = fs.readFileSync(path.join(PROMPTS_DIR, version, `${name}.md`), 'utf8');
  const match = /=== system ===\s*\n([\s\S]*?)\n=== user ===\s*\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`prompt ${key} needs "=== system ===" and "=== user ===" sections`);
  const template = { system: match[1].trim(), user: match[2].trim() };
  cache.set(key, template);
  return template;
}

/** Fills {{name}} placeholders; an unknown placeholder is a bug in the prompt file, so it throws. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`prompt placeholder {{${name}}} has no value`);
    return String(values[name]);
  });
}

export function renderPrompt(name: PromptName, values: Record<string, string | number>, version = PROMPT_VERSION): Prompt {
  const template = loadTemplate(name, version);
  return { system: fill(template.system, values), user: fill(template.user, values) };
}
