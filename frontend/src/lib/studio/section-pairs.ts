import { sectionHeadings, splitSections } from '@app/site';

/**
 * The studio's view of a text's `##` sections (found by @app/site's scanner, the one the API and the worker
 * use): the text before the first heading is a section too, with a null heading, so a diff shows it like
 * the others. Joining every section's text gives back the input byte for byte.
 */
export interface StudioSection {
  /** The heading text (`## Pacing ##` -> `Pacing`); null for the text before the first heading. */
  heading: string | null;
  text: string;
}

export function sectionsWithIntro(markdown: string): StudioSection[] {
  const { preamble, sections } = splitSections(markdown);
  return preamble ? [{ heading: null, text: preamble }, ...sections] : sections;
}

/** The `##` headings a section request can target, each once, in order (a heading names its first section). */
export function sectionChoices(markdown: string): string[] {
  return [...new Set(sectionHeadings(markdown))];
}

/** A section's text without its `##` line (the heading is shown apart). */
export function textBelowHeading(section: Pick<StudioSection, 'heading' | 'text'>): string {
  return section.heading === null ? section.text : section.text.replace(/^[^\n]*\n?/, '');
}

export type SectionStatus = 'unchanged' | 'changed' | 'added' | 'removed';

export interface SectionPair {
  /** Stable within one comparison: the heading and which occurrence of it this is. */
  key: string;
  heading: string | null;
  before: StudioSection | null;
  after: StudioSection | null;
  status: SectionStatus;
}

function keyed(sections: StudioSection[]) {
  const seen = new Map<string | null, number>();
  return sections.map((section) => {
    const occurrence = seen.get(section.heading) ?? 0;
    seen.set(section.heading, occurrence + 1);
    return { key: JSON.stringify([section.heading, occurrence]), section };
  });
}

function statusOf(before: StudioSection | null, after: StudioSection | null): SectionStatus {
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
  const olds = keyed(sectionsWithIntro(before));
  const news = keyed(sectionsWithIntro(after));
  const newKeys = new Set(news.map((item) => item.key));
  const oldIndex = new Map(olds.map((item, index) => [item.key, index]));
  const pairs: SectionPair[] = [];
  const pair = (key: string, old: StudioSection | null, next: StudioSection | null) =>
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
