import type { CategoryMapping, ImportReport, ImportReportPost, ImportSource, ImportState } from '../types';

/** '1 post', '3 posts' (the plural is the word with an s unless given). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** 1536 → '1.5 KB'; the upload's size as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export const SOURCE_LABEL: Record<ImportSource, string> = {
  wordpress: 'WordPress export',
  ghost: 'Ghost export',
  markdown: 'Markdown files',
};

type Tone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

/** An import's state in the list, in words, with the pill's colour. */
export const STATE_LABEL: Record<ImportState, { label: string; tone: Tone }> = {
  analysing: { label: 'Reading the file', tone: 'info' },
  ready: { label: 'Ready to import', tone: 'info' },
  refused: { label: 'Refused', tone: 'error' },
  started: { label: 'Importing', tone: 'info' },
  completed: { label: 'Imported', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};

/** How a category of the old blog became one of this blog's four. */
export const MAPPING_HOW: Record<CategoryMapping['how'], string> = {
  exact: 'same name',
  keyword: 'closest match by its words',
  default: 'no close match, so the default category',
};

/** The public address a slug gives. */
export const blogPath = (slug: string) => `/blog/${slug}`;

/** The skipped posts grouped by why, the most common reason first (a file can skip dozens of pages alike). */
export function skippedByReason(skipped: ImportReport['skipped']): Array<{ reason: string; titles: string[] }> {
  const groups = new Map<string, string[]>();
  for (const { title, reason } of skipped) groups.set(reason, [...(groups.get(reason) ?? []), title]);
  return [...groups].map(([reason, titles]) => ({ reason, titles })).sort((a, b) => b.titles.length - a.titles.length);
}

/** The posts the import will create, in file order. */
export function postsToImport(report: ImportReport): ImportReportPost[] {
  return report.items.filter((item) => item.action === 'create').sort((a, b) => a.position - b.position);
}

/** Old addresses (permalinks, ?p=123, aliases) that will answer 301 to the imported posts. */
export function oldAddressCount(report: ImportReport): number {
  return postsToImport(report).reduce((sum, item) => sum + item.legacyPaths.length, 0);
}

/**
 * The posts an import created, from its report and outcome (the outcome counts, it does not list). The job
 * applies the posts in file order, so the ones it reached are the first `imported + failed + skipped on
 * the way` of them, less those its failures name. A post skipped on the way (another import made it
 * meanwhile, a rare race) looks like an imported one here; the count caps the list at `imported` all the same.
 */
export function importedPosts(report: ImportReport): ImportReportPost[] {
  const outcome = report.outcome;
  if (!outcome) return [];
  const skippedOnTheWay = Math.max(0, outcome.skipped - report.posts.toSkip);
  const reached = postsToImport(report).slice(0, outcome.imported + outcome.failed + skippedOnTheWay);
  const failed = new Map<string, number>();
  for (const { title } of outcome.failures) failed.set(title, (failed.get(title) ?? 0) + 1);
  const created = reached.filter((item) => {
    const left = failed.get(item.title) ?? 0;
    if (left === 0) return true;
    failed.set(item.title, left - 1);
    return false;
  });
  return created.slice(0, outcome.imported);
}
