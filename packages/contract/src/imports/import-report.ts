import type { ImportSource, ImportState } from '../entities/import-run.entity';

/** How a source category became one of the blog's four. */
export interface CategoryMapping {
  from: string;
  to: string;
  /** `exact`: the same name; `keyword`: a word of the table matched; `default`: nothing matched. */
  how: 'exact' | 'keyword' | 'default';
}

/** One post of the dry run, as the studio lists it. */
export interface ImportReportPost {
  position: number;
  title: string;
  importKey: string;
  /** The slug the post will have (after conflicts are resolved). */
  slug: string;
  /** The slug the source gave, when it had to change. */
  sourceSlug: string | null;
  category: string;
  sourceCategories: string[];
  author: string;
  published: boolean;
  createdAt: string;
  images: number;
  legacyPaths: string[];
  action: 'create' | 'skip';
  /** Why a post is skipped. */
  reason: string | null;
  warnings: string[];
}

export interface SlugConflict {
  title: string;
  slug: string;
  resolvedTo: string;
  /** What holds the slug: an existing post, or an earlier post of the same file. */
  reason: string;
}

export interface ImportReportImages {
  /** Image references found in the posts (featured images and images in the text). */
  found: number;
  /** Found inside the upload: imported into the media store. */
  inUpload: number;
  /** Remote addresses (not fetched: no network is assumed); the posts keep the address. */
  remote: string[];
  /** Relative references that the upload does not contain. */
  missing: string[];
}

/** The outcome of the import job, added to the report when it stops. */
export interface ImportOutcome {
  state: ImportState;
  imported: number;
  skipped: number;
  failed: number;
  failures: Array<{ title: string; error: string }>;
}

/** What the analysis of an upload found (the dry run), and once run what the import did. */
export interface ImportReport {
  source: ImportSource | null;
  fileName: string;
  posts: { found: number; toImport: number; toSkip: number };
  items: ImportReportPost[];
  categoryMappings: CategoryMapping[];
  slugConflicts: SlugConflict[];
  images: ImportReportImages;
  skipped: Array<{ title: string; reason: string }>;
  /** What the conversion changed or dropped (unknown shortcodes removed, scripts removed, ...). */
  warnings: string[];
  /** Why the file is refused; a refused file stages nothing and cannot be started. */
  errors: string[];
  outcome: ImportOutcome | null;
}
