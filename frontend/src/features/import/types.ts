import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** An uploaded export with its dry-run report (GET /api/admin/imports/:id), and once run its outcome. */
export type ImportView = Schemas['ImportDto'];
/** A row of GET /api/admin/imports (no report). */
export type ImportSummary = Schemas['ImportSummaryDto'];
export type ImportState = ImportSummary['state'];
export type ImportSource = NonNullable<ImportSummary['source']>;
export type ImportReport = Schemas['ImportReportDto'];
/** One post of the dry run: its new slug, mapped category, images, old addresses, and whether it is skipped. */
export type ImportReportPost = Schemas['ImportReportPostDto'];
export type ImportOutcome = Schemas['ImportOutcomeDto'];
export type CategoryMapping = Schemas['CategoryMappingDto'];
