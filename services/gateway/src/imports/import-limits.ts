/** The upload endpoint (the request guard lets multipart through here only). */
export const IMPORT_UPLOAD_PATH = '/api/admin/imports';

/** What an upload may be and unpack to; the gateway's IMPORT_MAX_UPLOAD_MB sets the first. */
export interface ImportLimits {
  /** The upload itself (413 past it, read no further). */
  maxUploadBytes: number;
  /** A zip: entries, the total they unpack to, and one entry. */
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Posts in one file. */
  maxPosts: number;
  /** A Ghost JSON file is parsed whole: its own, smaller cap. */
  maxJsonBytes: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUploadBytes: 256 * 1024 * 1024,
  maxEntries: 20_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 256 * 1024 * 1024,
  maxPosts: 20_000,
  maxJsonBytes: 128 * 1024 * 1024,
};
