/** A post as the admin API returns it (drafts included, with content). */
export interface AdminPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  metaDescription: string;
  featuredImage: string | null;
  estimatedReadTime: number;
  keywords: string[] | string | null;
  published: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** The editable fields of a post as a revision saved them (the gateway's PostSnapshot). */
export interface PostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  metaDescription: string;
  featuredImage: string | null;
  estimatedReadTime: number;
  keywords: string[];
  published: boolean;
  status: string;
}

/** GET /api/admin/blog/posts/:id/revisions: the post as it was before each change, newest first. */
export interface PostRevision {
  id: number;
  postId: number;
  reason: string;
  createdAt: string;
  snapshot: PostSnapshot;
}

/** Issue 13: the post fields an AI job started from, proposes, or the post holds now. */
export interface ProposalFields {
  content?: string;
  excerpt?: string;
  metaDescription?: string;
  keywords?: string[];
  estimatedReadTime?: number;
  featuredImage?: string | null;
}

/** The non-content fields an accept can choose (`fields`). */
export type ProposalFieldName = 'excerpt' | 'metaDescription' | 'keywords' | 'estimatedReadTime' | 'featuredImage';

export type ProposalKind = 'article' | 'revision' | 'image';
export type ProposalState = 'pending' | 'accepted' | 'rejected' | 'superseded';

/** An AI result waiting for the admin: what it started from, what it proposes, and the post now. */
export interface ProposalView {
  id: number;
  postId: number;
  productionId: number | null;
  jobId: string | null;
  kind: ProposalKind;
  state: ProposalState;
  /** The `##` heading a section revision rewrote; null for the whole article. */
  section: string | null;
  feedback: string | null;
  baseUpdatedAt: string;
  createdAt: string;
  decidedAt: string | null;
  base: ProposalFields;
  changes: ProposalFields;
  current: ProposalFields;
  /** The post changed since the job started: taking everything would replace those edits. */
  stale: boolean;
  changedSinceBase: string[];
}

/** POST /api/admin/blog/proposals/:id/accept body: whole (no sections) or the chosen sections. */
export interface AcceptProposalInput {
  sections?: string[];
  fields?: ProposalFieldName[];
  confirmStale?: boolean;
}

export interface AcceptProposalResult {
  post: AdminPost;
  proposal: ProposalView;
}

/** GET /api/ai/drafts: generated ideas, newest first; the spec tolerates plain strings too. */
export interface IdeaObject {
  id?: number;
  title: string;
  category?: string;
  topic?: string;
  tone?: string;
  createdAt?: string;
  used?: boolean;
}
export type Idea = string | IdeaObject;

export type ProductionStatus = 'queued' | 'writing' | 'ready_for_review' | 'revising' | 'approved' | 'failed';

export interface Production {
  id: number;
  postId: number;
  title: string;
  status: ProductionStatus;
  finalContent: string | null;
  featuredImage: string | null;
  error: string | null;
  currentJobId: string | null;
  feedback: { feedback: string; requestedAt: string }[];
  createdAt: string;
  updatedAt: string;
  blogPost: { id: number; title: string; slug: string; published: boolean } | null;
  /** Issue 13: a pending AI proposal exists, and whether the post changed since its job started. */
  hasProposal: boolean;
  stale: boolean;
}

/** GET /api/ai/productions/:id: the production with its latest pending proposal. */
export interface ProductionDetail extends Omit<Production, 'hasProposal'> {
  proposal: ProposalView | null;
  stale: boolean;
}

/**
 * The counts a finished idea job adds to its result (services/shared/src/jobs: IdeaJobResult): how many
 * ideas were asked for, how many new ones were saved, and how many proposals matched existing ones.
 */
export interface IdeaRunSummary {
  requested: number;
  created: number;
  skippedDuplicates: number;
}

export type JobState = 'queued' | 'running' | 'completed' | 'failed';

export interface Job {
  id: string;
  kind: string;
  state: JobState;
  progress: number;
  stage: string;
  error: string | null;
  result: Record<string, unknown> | null;
  createdAt: string;
  finishedAt: string | null;
}
