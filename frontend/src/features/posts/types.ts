import type { components } from '@/lib/api/schema';
import type { AdminPost, PostSummary } from '@/lib/studio/post';

type Schemas = components['schemas'];

/** What a studio card shows: a list summary, or a whole post (whose content says whether it is the placeholder). */
export type CardPost = PostSummary | AdminPost;

/** The editable fields of a post as a revision saved them (the gateway's PostSnapshot). */
export type PostSnapshot = Schemas['PostSnapshotDto'];

/** GET /api/admin/blog/posts/:id/revisions: the post as it was before each change, newest first. */
export type PostRevision = Schemas['RevisionDto'];
