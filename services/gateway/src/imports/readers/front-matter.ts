import { parse, stringify } from 'yaml';

/** A markdown file's YAML front matter (between `---` lines at its top) and its body. */
export function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const source = text.replace(/^\uFEFF/, '');
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source };
  // `yaml` keeps to YAML 1.2's core schema: no custom tags, no code.
  const parsed: unknown = parse(match[1], { maxAliasCount: 100 });
  const data = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { data, body: source.slice(match[0].length) };
}

/** A markdown file with front matter (what the export writes and the markdown import reads). */
export function withFrontMatter(data: Record<string, unknown>, body: string): string {
  // The body exactly as it is, between one blank line and one final newline (the import takes both off again).
  return `---\n${stringify(data, { lineWidth: 0 }).trimEnd()}\n---\n\n${body}\n`;
}
