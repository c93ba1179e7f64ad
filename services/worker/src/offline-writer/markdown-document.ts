import { sectionBody, splitSections } from '@app/site';

/**
 * An article as the writer and the reviser see it: an intro (everything before the first `##`) and a list
 * of `##` sections. Parsing and rendering are inverse for the writer's own output.
 */
export interface ArticleSection {
  heading: string;
  /** Markdown blocks separated by blank lines. */
  body: string;
}

export interface ArticleDocument {
  intro: string;
  sections: ArticleSection[];
}

/** The intro and `##` sections of an article, read by @app/site's section scanner (the one the API and the studio use). */
export function parseArticle(markdown: string): ArticleDocument {
  const { preamble, sections } = splitSections(markdown.replace(/\r\n/g, '\n'));
  return { intro: preamble.trim(), sections: sections.map((section) => ({ heading: section.heading, body: sectionBody(section) })) };
}

export function renderArticle(document: ArticleDocument): string {
  const parts = [document.intro.trim(), ...document.sections.map((s) => `## ${s.heading}\n\n${s.body.trim()}`)];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** The blocks (paragraphs, lists, tables) of a markdown body. */
export function splitBlocks(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

export function isProseBlock(block: string): boolean {
  return !/^(\||[-*]\s|\d+\.\s|#|>|```)/.test(block);
}

export function bulletList(items: readonly string[], ordered = false): string {
  return items.map((item, index) => (ordered ? `${index + 1}. ${item}` : `- ${item}`)).join('\n');
}

export function checklist(items: readonly string[]): string {
  return items.map((item) => `- [ ] ${item}`).join('\n');
}

export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${columns.map(escape).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}
