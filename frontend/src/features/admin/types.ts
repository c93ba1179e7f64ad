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

export interface PostRevision {
  id: number;
  postId: number;
  reason: string;
  createdAt: string;
  snapshot: Partial<AdminPost> & { title?: string };
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
