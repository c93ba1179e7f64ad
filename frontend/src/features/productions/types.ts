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
