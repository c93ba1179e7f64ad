import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** GET /api/ai/drafts: generated ideas, newest first; the spec tolerates plain strings too. */
export interface IdeaObject {
  id?: number;
  title: string;
  category?: string;
  topic?: string;
  tone?: string;
  createdAt?: string;
  used?: boolean;
  /** Topic memory: the published posts closest in meaning, best first (score 0-1). */
  similar?: Schemas['SimilarPostDto'][];
}
export type Idea = string | IdeaObject;

/**
 * The counts a finished idea job adds to its result (packages/contract/src/jobs: IdeaJobResult): how many
 * ideas were asked for, how many new ones were saved, and how many proposals matched existing ones.
 */
export interface IdeaRunSummary {
  requested: number;
  created: number;
  skippedDuplicates: number;
}
