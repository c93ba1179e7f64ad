/**
 * `##` sections of a markdown text: the unit the studio shows, the API revises and accepts by, and the
 * worker writes. One scanner for the browser, the gateway and the worker, so a heading the studio offers
 * is the heading the API finds (issue 26: `## Pacing ##` used to reach the API as `Pacing ##`).
 *
 * The rules, CommonMark's for ATX headings of level 2 (https://spec.commonmark.org/0.31.2/#atx-headings):
 * - A section starts at a line of up to 3 spaces, `##`, then a space or tab (or the line's end). Four
 *   spaces or a tab in front make indented code; `###` and deeper, `#` and `##text` are no section start.
 * - The heading is the line's text without the `##`, its closing sequence of `#`s (when a space or tab
 *   precedes it: `## C#` is `C#`, `## Pacing ##` is `Pacing`) and surrounding spaces. It is source text:
 *   inline markdown (`**bold**`, `\#`) stays as written. A line of only `##` has the empty heading.
 * - Inside a fenced code block (``` or ~~~, up to 3 spaces in, closed by the same character at least as
 *   long, or the end of the text) a `##` line is code.
 * - Setext headings (`Pacing` over `---`) are no section start, though CommonMark renders them as h2:
 *   the sections are what the `##` lines say. Every writer of ours (the AI stages, the offline writer,
 *   demoteSectionHeadings) writes `##` lines, and a `---` under a paragraph is as often meant as a rule as
 *   a heading, where a blank line more or less switches the meaning. A setext heading's text stays in the
 *   section above it, so nothing is lost and a rewrite never splits a section by it.
 * - Block quotes, lists and HTML blocks are not tracked: `> ## x` is no section start, and a `##` line in
 *   a list item's continuation (indented up to 3 spaces) is.
 * - Duplicate headings are kept in order; a heading names its first section (findSection, takeSections,
 *   replaceSectionBody), the same first one everywhere.
 *
 * Sections are located byte-exactly, so one section can be replaced (or taken from another version) while
 * every other byte stays as it was: joinSections(splitSections(text)) === text, CRLF included. Why not
 * mdast/remark: the rules above are all that matters here, splicing needs the exact source bytes, which a
 * syntax tree gives back only through offsets, and this package has no dependencies (the browser loads it).
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
const LINE_ENDING = /\r?\n$/;

/** The lines of `text` with their endings, so joining them gives `text` back byte for byte. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * The heading of a `##` line (its line ending may be there), or null when the line starts no section.
 * It knows nothing of fences: for a whole text, use splitSections or sectionHeadings.
 */
export function sectionHeadingOf(line: string): string | null {
  const match = SECTION_HEADING.exec(line.replace(LINE_ENDING, ''));
  if (!match) return null;
  // A closing sequence of #s (preceded by a space) is not part of the text; a heading of only #s is empty.
  return (match[1] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
}

export function splitSections(markdown: string): SectionedMarkdown {
  const result: SectionedMarkdown = { preamble: '', sections: [] };
  let fence: { char: string; length: number } | null = null;
  for (const line of linesOf(markdown)) {
    const bare = line.replace(LINE_ENDING, '');
    const fenceMatch = FENCE.exec(bare);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence.char && fenceMatch[1].length >= fence.length && !fenceMatch[2].trim()) fence = null;
    } else if (fenceMatch && !(fenceMatch[1][0] === '`' && fenceMatch[2].includes('`'))) {
      fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
    } else {
      const heading = sectionHeadingOf(bare);
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

/** Every `##` heading of the text, in order, duplicates included. */
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
