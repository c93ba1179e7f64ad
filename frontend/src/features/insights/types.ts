import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** A published post an idea or a post resembles (GET /api/admin/blog/posts/:id/similar). */
export type SimilarPost = Schemas['SimilarPostDto'];

/** GET /api/admin/blog/posts/:id/link-suggestions: a link the article could have, and where. */
export type LinkSuggestion = Schemas['LinkSuggestionDto'];

/** GET /api/admin/blog/orphans: a published post no other published post links to, a page at a time. */
export type OrphanPost = Schemas['OrphanPostDto'];
export type OrphanPage = Schemas['OrphanPageDto'];

/** GET /api/admin/blog/ageing: live posts unchanged for `ageingDays` or more, a page at a time. */
export type AgeingPage = Schemas['AgeingPageDto'];
export type AgeingPost = AgeingPage['items'][number];
