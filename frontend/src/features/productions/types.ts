import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type ProductionStatus = Schemas['ProductionDto']['status'];

/** GET /api/ai/productions: every production, newest first, each with its article. */
export type Production = Schemas['ProductionDto'];

/** A row of the studio's productions (GET /api/ai/productions/summaries): no article, no revision requests. */
export type ProductionListItem = Schemas['ProductionListItemDto'];

/** One page of the studio's productions, with how many are in each status. */
export type ProductionListPage = Schemas['ProductionListPageDto'];

/** A post card's newest AI production (PostSummary.production). */
export type PostProduction = Schemas['PostProductionDto'];

/** GET /api/ai/productions/:id: the production with its latest pending proposal. */
export type ProductionDetail = Schemas['ProductionDetailDto'];

/** GET /api/ai/productions/:id/preview: exactly what Approve would put live now, and the version to approve it by. */
export type ProductionPreview = Schemas['ProductionPreviewDto'];

/** Approve's 409 when the preview is out of date: what changed, by whom, and the preview as it is now. */
export type ApproveConflict = Schemas['ApproveConflictDto'];
