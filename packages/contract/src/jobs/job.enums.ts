/** BullMQ queue names. The string values are stored in Redis keys and ai_jobs rows: never rename them. */
export enum QueueName {
  Ideas = 'ideas',
  Articles = 'articles',
  Images = 'images',
  /** Issue 32: imports of other blogs' exports (long, one at a time, never behind or ahead of AI work). */
  Imports = 'imports',
  /** Issue 17: scheduled posts' delayed go-live jobs (not AI work: see SYSTEM_JOBS). */
  Publishing = 'publishing',
}

/** Job names. Stable string values: stored in ai_jobs.kind and in Redis. */
export enum JobName {
  GenerateIdeas = 'generate-ideas',
  ProduceArticle = 'produce-article',
  ReviseArticle = 'revise-article',
  RegenerateProductionImage = 'regenerate-production-image',
  RegeneratePostImage = 'regenerate-post-image',
  /** Issue 17: a rewrite of an ageing live post, proposed over it (never applied without an accept). */
  RefreshArticle = 'refresh-article',
  /** Issue 29: a model's second opinion on a post's claims (only when an AI provider is configured). */
  CheckClaims = 'check-claims',
  /** Issue 32: applies an analysed import (import_runs) post by post, with progress; cancellable between posts. */
  ImportPosts = 'import-posts',
  /** Issue 27: 'Rewrite this sentence': one sentence of a post rewritten, proposed as a byte-exact splice. */
  RewriteSentence = 'rewrite-sentence',
  /** Issue 17: a scheduled post's go-live at its time (a system job: no ai_jobs row, see SYSTEM_JOBS). */
  PublishScheduledPost = 'publish-scheduled-post',
}

/**
 * Two kinds of job share one seam (JOB_QUEUE, the gateway's JobQueueService, the worker's QueueProcessor).
 * An AI job (every name not listed here) is an ai_jobs row first: the row id is its BullMQ id, the worker
 * runs it through JobRunService (stages, tokens, cost, cancel) and the studio polls the row. A system job
 * is housekeeping the product does by itself: no ai_jobs row, no provider call, no stages, no cost; its id
 * comes from its data (systemJobId) and BullMQ's own attempts are its whole lifecycle.
 */
export const SYSTEM_JOBS = [JobName.PublishScheduledPost] as const;
export type SystemJobName = (typeof SYSTEM_JOBS)[number];
export type AiJobName = Exclude<JobName, SystemJobName>;

const SYSTEM_JOB_NAMES: ReadonlySet<string> = new Set(SYSTEM_JOBS);

/** Whether a job name (from a table or from Redis) is a system job (no ai_jobs row). */
export function isSystemJob(name: string): name is SystemJobName {
  return SYSTEM_JOB_NAMES.has(name);
}

/** Every AI job name, for tables that list them all. */
export const AI_JOBS: readonly AiJobName[] = Object.values(JobName).filter((name): name is AiJobName => !isSystemJob(name));
