/**
 * `##` sections of a markdown text, located byte-exactly so one section can be replaced (or taken from
 * another version) while every other byte stays as it was.
 *
 * Why not mdast/remark: the only markdown rules that matter here are "a line that starts with `##` (not
 * `###`) outside a fenced code block starts a section", and splicing needs the exact source bytes, which a
 * syntax tree gives back only through offsets. remark is an ESM-only front-end dependency; this is a
 * line scanner of a few dozen lines with its own tests. Setext headings (`Title` over `---`) are not
 * section boundaries: sections are what the `##` lines say they are.
 */

export interface MarkdownSection {
  /** The heading text: `## Pacing matters ##` -> `Pacing matters`. */
  heading: string;
  /** From the start of its `##` line up to the next `##` line (or the end), line endings included. */
  text: string;
}

export interface SectionedMarkdown {
  /** Everything before the first `##` line. */
  preamble: string;
  sections: MarkdownSection[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const SECTION_HEADING = /^ {0,3}##(?:[ \t]+(.*?))?[ \t]*$/;

/** The lines of `text` with their endings, so joining them gives `text` back byte for byte. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function headingOf(line: string): string | null {
  const match = SECTION_HEADING.exec(line.replace(/\r?\n$/, ''));
  if (!match) return null;
  // A closing sequence of #s (preceded by a space) is not part of the text; a heading of only #s is empty.
  return (match[1] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
}

export function splitSections(markdown: string): SectionedMarkdown {
  const result: SectionedMarkdown = { preamble: '', sections: [] };
  let fence: { char: string; length: number } | null = null;
  for (const line of linesOf(markdown)) {
    const bare = line.replace(/\r?\n$/, '');
    const fenceMatch = FENCE.exec(bare);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence.char && fenceMatch[1].length >= fence.length && !fenceMatch[2].trim()) fence = null;
    } else if (fenceMatch && !(fenceMatch[1][0] === '`' && fenceMatch[2].includes('`'))) {
      fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
    } else {
      const heading = headingOf(bare);
      if (heading !== null) {
        result.sections.push({ heading, text: line });
        continue;
      }
    }
    const last = result.sections.at(-1);
    if (last) last.text += line;
    else result.preamble += line;
  }
  return result;
}

export function joinSections(document: SectionedMarkdown): string {
  return document.preamble + document.sections.map((section) => section.text).join('');
}

export function sectionHeadings(markdown: string): string[] {
  return splitSections(markdown).sections.map((section) => section.heading);
}

/** The first section with exactly this heading, or undefined. */
export function findSection(markdown: string, heading: string): MarkdownSection | undefined {
  return splitSections(markdown).sections.find((section) => section.heading === heading);
}

/** The section's text after its heading line, trimmed. */
export function sectionBody(section: MarkdownSection): string {
  return section.text.replace(/^[^\n]*\n?/, '').trim();
}

/** Trailing whitespace of a section (the blank lines that separate it from the next one). */
function trailingSpace(text: string): string {
  return /\s*$/.exec(text)![0];
}

/** `text` ending with the separator `like` ended with (a section that had none, e.g. the last one, gets a newline). */
function withEnding(text: string, like: string, followed: boolean): string {
  const ending = trailingSpace(like);
  return `${text.trimEnd()}${ending.includes('\n') || !followed ? ending || '\n' : '\n\n'}`;
}

/**
 * Lines that would start a new `##` section inside a rewritten section body become `###` lines, so a
 * rewrite never splits one section into several (section-wise review matches sections by heading).
 */
export function demoteSectionHeadings(body: string): string {
  const document = splitSections(body);
  return document.preamble + document.sections.map((section) => section.text.replace(/^( {0,3})##/, '$1###')).join('');
}

/**
 * `markdown` with the body of its section `heading` replaced by `body`. The heading line, the text before
 * the first `##` and every other section stay byte-identical. Throws when there is no such section.
 */
export function replaceSectionBody(markdown: string, heading: string, body: string): string {
  const document = splitSections(markdown);
  const index = document.sections.findIndex((section) => section.heading === heading);
  if (index === -1) throw new Error(`Section not found: ${heading}`);
  const section = document.sections[index];
  const followed = index < document.sections.length - 1;
  const headingLine = /^[^\n]*\n?/.exec(section.text)![0];
  const rest = section.text.slice(headingLine.length);
  // The blank lines between the heading and the body, as they were.
  const lead = /^(?:[ \t]*\r?\n)*/.exec(rest)![0] || '\n';
  const newBody = demoteSectionHeadings(body.trim());
  const text = `${headingLine.endsWith('\n') ? headingLine : `${headingLine}\n`}${newBody ? `${lead}${newBody}` : ''}`;
  document.sections[index] = { heading, text: withEnding(text, rest.trim() ? rest : followed ? '\n\n' : '\n', followed) };
  return joinSections(document);
}

/**
 * The current text with the sections named in `headings` taken from `proposed`: a section the current
 * text has is replaced in place; one it lacks is appended at the end. Everything else stays byte-identical.
 * Throws (naming the heading) when `proposed` has no such section.
 */
export function takeSections(current: string, proposed: string, headings: readonly string[]): string {
  const document = splitSections(current);
  const offered = splitSections(proposed).sections;
  for (const heading of headings) {
    const taken = offered.find((section) => section.heading === heading);
    if (!taken) throw new Error(`Section not found: ${heading}`);
    const index = document.sections.findIndex((section) => section.heading === heading);
    if (index !== -1) {
      const followed = index < document.sections.length - 1;
      document.sections[index] = { heading, text: withEnding(taken.text, document.sections[index].text, followed) };
    } else {
      // The current text stays a prefix of the result: only a separating blank line is added after it.
      const last = document.sections.at(-1);
      const before = last ? last.text : document.preamble;
      const separator = !before || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
      if (last) last.text += separator;
      else document.preamble += separator;
      document.sections.push({ heading, text: `${taken.text.trimEnd()}\n` });
    }
  }
  return joinSections(document);
}
