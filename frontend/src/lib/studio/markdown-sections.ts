/**
 * Markdown split at its `##` headings, the unit the API revises and accepts by (issue 13 contract):
 * a section runs from its `##` line up to the next `##` line or the end. A `##` line inside a fenced
 * code block is code, not a heading. Joining every section's text gives back the input byte for byte.
 */
export interface MarkdownSection {
  /** The heading text without `## ` (trimmed); null for the text before the first heading. */
  heading: string | null;
  text: string;
}

const HEADING = /^##[ \t]+(\S.*)$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export function splitSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [{ heading: null, text: '' }];
  let fence: string | null = null;
  for (const line of markdown.split(/(?<=\n)/)) {
    const bare = line.replace(/\r?\n$/, '');
    const fenceLine = FENCE.exec(bare);
    if (fence !== null) {
      // A fence closes with the same character, at least as long, and nothing after it.
      if (fenceLine && fenceLine[1][0] === fence[0] && fenceLine[1].length >= fence.length && !fenceLine[2].trim()) fence = null;
    } else if (fenceLine && !(fenceLine[1][0] === '`' && fenceLine[2].includes('`'))) {
      fence = fenceLine[1];
    } else {
      const heading = HEADING.exec(bare);
      if (heading) sections.push({ heading: heading[1].trim(), text: '' });
    }
    sections[sections.length - 1].text += line;
  }
  return sections[0].text ? sections : sections.slice(1);
}

/** The `##` headings of a text, each once, in order: what a section revision can target. */
export function sectionHeadings(markdown: string): string[] {
  const headings = splitSections(markdown).flatMap((section) => (section.heading === null ? [] : [section.heading]));
  return [...new Set(headings)];
}

/** A section's text without its `##` line (the heading is shown apart). */
export function sectionBody(section: Pick<MarkdownSection, 'heading' | 'text'>): string {
  return section.heading === null ? section.text : section.text.replace(/^[^\n]*\n?/, '');
}

export type SectionStatus = 'unchanged' | 'changed' | 'added' | 'removed';

export interface SectionPair {
  /** Stable within one comparison: the heading and which occurrence of it this is. */
  key: string;
  heading: string | null;
  before: MarkdownSection | null;
  after: MarkdownSection | null;
  status: SectionStatus;
}

function keyed(sections: MarkdownSection[]) {
  const seen = new Map<string | null, number>();
  return sections.map((section) => {
    const occurrence = seen.get(section.heading) ?? 0;
    seen.set(section.heading, occurrence + 1);
    return { key: JSON.stringify([section.heading, occurrence]), section };
  });
}

function statusOf(before: MarkdownSection | null, after: MarkdownSection | null): SectionStatus {
  if (!before) return 'added';
  if (!after) return 'removed';
  // A trailing newline more or less (the last section of a file) is no change a reader can see.
  return before.text.trimEnd() === after.text.trimEnd() ? 'unchanged' : 'changed';
}

/**
 * Pairs the sections of two versions by heading text (the nth "Tips" with the nth "Tips"), in the
 * order of the newer version; a section only the older one has stays where it stood.
 */
export function pairSections(before: string, after: string): SectionPair[] {
  const olds = keyed(splitSections(before));
  const news = keyed(splitSections(after));
  const newKeys = new Set(news.map((item) => item.key));
  const oldIndex = new Map(olds.map((item, index) => [item.key, index]));
  const pairs: SectionPair[] = [];
  const pair = (key: string, old: MarkdownSection | null, next: MarkdownSection | null) =>
    pairs.push({ key, heading: (next ?? old)?.heading ?? null, before: old, after: next, status: statusOf(old, next) });

  // Removed sections are emitted where they stood: before the next kept one, right after the previous.
  let oldCursor = 0;
  const emitRemoved = (until: (index: number) => boolean) => {
    for (; oldCursor < olds.length && until(oldCursor); oldCursor += 1) {
      const old = olds[oldCursor];
      if (!newKeys.has(old.key)) pair(old.key, old.section, null);
    }
  };
  emitRemoved((index) => !newKeys.has(olds[index].key));
  for (const item of news) {
    const index = oldIndex.get(item.key);
    if (index !== undefined) emitRemoved((cursor) => cursor < index);
    pair(item.key, index === undefined ? null : olds[index].section, item.section);
    if (index !== undefined && index >= oldCursor) {
      oldCursor = index + 1;
      emitRemoved((cursor) => !newKeys.has(olds[cursor].key));
    }
  }
  emitRemoved(() => true);
  return pairs;
}

/** The headings an accept can take from the newer version: sections it changes or adds. */
export function selectableHeadings(pairs: SectionPair[]): string[] {
  const headings = pairs.flatMap((pair) => (pair.heading !== null && pair.after !== null && pair.status !== 'unchanged' ? [pair.heading] : []));
  return [...new Set(headings)];
}
