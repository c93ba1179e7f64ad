import type { ProposalFields } from '../entities/post-proposal.entity';
import { AI_JOBS, AiJobName, JobName, QueueName, SystemJobName } from './job.enums';

/** Every payload carries ids only; the worker re-reads Postgres. requestId ties logs together. */
interface BaseJob {
  requestId?: string;
}

/**
 * A job whose result is a proposal for a post: the post's updatedAt (ISO) when the gateway started it.
 * Optional only for jobs queued before proposals existed (the worker then takes the post as it finds it).
 */
interface ProposingJob extends BaseJob {
  baseUpdatedAt?: string;
}

/** The idea settings live in the ai_jobs row (payload column) whose id is the BullMQ job id. */
export type GenerateIdeasJob = BaseJob;
export interface ProduceArticleJob extends ProposingJob {
  productionId: number;
}
export interface ReviseArticleJob extends ProposingJob {
  productionId: number;
}
export interface RegenerateProductionImageJob extends ProposingJob {
  productionId: number;
}
export interface RegeneratePostImageJob extends ProposingJob {
  postId: number;
}
export interface RefreshArticleJob extends ProposingJob {
  postId: number;
}
export interface RewriteSentenceJob extends ProposingJob {
  postId: number;
  /** Names the sentence (sentenceKey of its markdown), so two sentences of a post are two targets. */
  sentenceKey: string;
}

/** The claims to review and the brand-kit version live in the ai_jobs row (ClaimCheckJobPayload). */
export interface CheckClaimsJob extends BaseJob {
  postId: number;
}

/** The analysed file, its staged posts and images live in import_runs / import_items / import_media. */
export interface ImportPostsJob extends BaseJob {
  importId: string;
}

/**
 * A scheduled post's go-live (a system job). The post row's publish_at is the truth: publishAt (ISO) is
 * the time the job was added for, which decides its id and delay; the row decides whether it publishes.
 */
export interface PublishScheduledPostJob extends BaseJob {
  postId: number;
  publishAt: string;
}

/** One claim the rules judged, sent for a second opinion. */
export interface ClaimToReview {
  sentence: string;
  /** The rules' verdict: supported, contradicted or unsupported. */
  verdict: string;
}

/** A check-claims job's ai_jobs payload: the post, the sentences the rules found claims in, and the kit version they were judged against. */
export interface ClaimCheckJobPayload {
  postId: number;
  brandKitVersion: number;
  claims: ClaimToReview[];
}

/**
 * What a proposing job's ai_jobs row holds besides its queue data (Postgres, not Redis): the post's
 * fields as they were when the job started, which the proposal keeps as its base. A revision also holds
 * its target section and, when it revises a pending proposal's text instead of the post's, that proposal.
 */
export interface ProposalJobPayload {
  baseUpdatedAt?: string;
  base?: ProposalFields;
  section?: string | null;
  sourceProposalId?: number | null;
  /** The result waits for the admin even on an untouched draft (a proposal nobody asked for: a new cover after a rename). */
  proposeOnly?: boolean;
}

/** A refresh's ai_jobs payload: the proposal base, the admin's optional notes and the post's age when asked. */
export interface RefreshJobPayload extends ProposalJobPayload {
  notes?: string | null;
  ageDays?: number;
}

/**
 * A sentence rewrite's ai_jobs payload: the proposal base, and the sentence: as the studio named it (the
 * checks' text) and as the article's markdown holds it (`original`, the span the rewrite replaces), with
 * what is wrong with it (the check's message) for the writer.
 */
export interface RewriteSentenceJobPayload extends ProposalJobPayload {
  sentence: string;
  original: string;
  problem: string | null;
}

/** Each job's queue data. Exhaustive: a new JobName does not compile until its data is declared here. */
interface JobDataByName {
  [JobName.GenerateIdeas]: GenerateIdeasJob;
  [JobName.ProduceArticle]: ProduceArticleJob;
  [JobName.ReviseArticle]: ReviseArticleJob;
  [JobName.RegenerateProductionImage]: RegenerateProductionImageJob;
  [JobName.RegeneratePostImage]: RegeneratePostImageJob;
  [JobName.RefreshArticle]: RefreshArticleJob;
  [JobName.CheckClaims]: CheckClaimsJob;
  [JobName.ImportPosts]: ImportPostsJob;
  [JobName.RewriteSentence]: RewriteSentenceJob;
  [JobName.PublishScheduledPost]: PublishScheduledPostJob;
}

export type JobData<N extends JobName> = JobDataByName[N];

/**
 * A queue item: a job name with its data. Written as a mapped type so a generic `{ name: N, data:
 * JobData<N> }` is a `JobItem<N>` without a cast; `JobItem` alone is the union of every job.
 */
export type JobItem<N extends JobName = JobName> = { [K in N]: { name: K; data: JobData<K> } }[N];

/**
 * Which queue carries each job. Exhaustive: a new JobName does not compile until it is routed. Kept
 * literal (`as const`), so the types below know which jobs each queue carries.
 */
export const JOB_QUEUE = {
  [JobName.GenerateIdeas]: QueueName.Ideas,
  [JobName.ProduceArticle]: QueueName.Articles,
  [JobName.ReviseArticle]: QueueName.Articles,
  [JobName.RegenerateProductionImage]: QueueName.Images,
  [JobName.RegeneratePostImage]: QueueName.Images,
  [JobName.RefreshArticle]: QueueName.Articles,
  // One short provider call, like an idea run: it never waits behind six-stage articles.
  [JobName.CheckClaims]: QueueName.Ideas,
  [JobName.ImportPosts]: QueueName.Imports,
  [JobName.RewriteSentence]: QueueName.Articles,
  [JobName.PublishScheduledPost]: QueueName.Publishing,
} as const satisfies Record<JobName, QueueName>;

/** The job names JOB_QUEUE routes to queue Q, e.g. `JobsOn<QueueName.Articles>` = produce | revise. */
export type JobsOn<Q extends QueueName> = { [N in JobName]: (typeof JOB_QUEUE)[N] extends Q ? N : never }[JobName];

const QUEUE_OF_JOB: ReadonlyMap<string, QueueName> = new Map(Object.entries(JOB_QUEUE));

/** Whether a job name read from Redis (any string) is one JOB_QUEUE routes to `queue`. */
export function isJobOn<Q extends QueueName>(queue: Q, name: string): name is JobsOn<Q> {
  return QUEUE_OF_JOB.get(name) === queue;
}

/** The queues that carry AI jobs (whose ai_jobs rows the metrics count); the others carry system jobs only. */
export const AI_QUEUES: readonly QueueName[] = [...new Set(AI_JOBS.map((name) => JOB_QUEUE[name]))];

/** Deterministic per post and time: adding the same schedule twice is one job; a new time is a new job. */
export function scheduledPublishJobId(postId: number, publishAt: Date): string {
  return `publish-${postId}-${publishAt.getTime()}`;
}

/** A system job's BullMQ id, from its data: the same item twice is one job (an AI job's id is its ai_jobs row id). */
export function systemJobId<N extends SystemJobName>(item: JobItem<N>): string {
  return SYSTEM_JOB_ID[item.name](item.data);
}

const SYSTEM_JOB_ID: { [N in SystemJobName]: (data: JobData<N>) => string } = {
  [JobName.PublishScheduledPost]: (data) => scheduledPublishJobId(data.postId, new Date(data.publishAt)),
};

/**
 * What a job works on, stored in ai_jobs.target: the database allows one open job of a kind per target
 * (UQ_ai_jobs_active_target), so the same work cannot be queued twice. Idea runs are tied to nothing:
 * asking twice with the same settings is two runs (each has its own seed); the start rate limit bounds them.
 */
export function jobTarget<N extends AiJobName>(item: JobItem<N>): string | null {
  return TARGET_OF[item.name](item.data);
}

const productionTarget = (data: { productionId: number }) => `production:${data.productionId}`;
const TARGET_OF: { [N in AiJobName]: (data: JobData<N>) => string | null } = {
  [JobName.GenerateIdeas]: () => null,
  [JobName.ProduceArticle]: productionTarget,
  [JobName.ReviseArticle]: productionTarget,
  [JobName.RegenerateProductionImage]: productionTarget,
  [JobName.RegeneratePostImage]: (data) => `post:${data.postId}`,
  [JobName.RefreshArticle]: (data) => `post:${data.postId}`,
  [JobName.CheckClaims]: (data) => `post:${data.postId}`,
  [JobName.ImportPosts]: (data) => `import:${data.importId}`,
  // Several sentences of one post may be rewritten side by side; the same sentence twice is one target.
  [JobName.RewriteSentence]: (data) => `post:${data.postId}:sentence:${data.sentenceKey}`,
};

/** What the idea job reads from its ai_jobs row. */
export interface IdeaSettings {
  topic: string;
  keywords: string[];
  targetLength: 'short' | 'medium' | 'long';
  tone: 'professional' | 'casual' | 'technical';
  industry: string;
}

/**
 * The ai_jobs payload of an idea job: the settings and the seed the offline writer varies its titles by.
 * The gateway draws a random seed per job; rows written without one fall back to a seed from the job id.
 */
export interface IdeaJobPayload extends IdeaSettings {
  seed?: number;
  /**
   * "More like these" (reading analytics, issue 31): the best-performing articles to start from, by id,
   * and the window their figures are read over. The worker re-reads the figures when the job runs.
   */
  moreLikeThese?: MoreLikeThese;
}

export interface MoreLikeThese {
  postIds: number[];
  days: number;
}

/** What a completed idea job stores as its result (GET /api/ai/jobs/:id shows it). */
export interface IdeaJobResult {
  ideaIds: number[];
  /** Ideas saved by the run; the same as `created`, kept for existing readers. */
  count: number;
  promptVersion: string | null;
  /** Ideas asked for: IDEA_COUNTS of the chosen length. */
  requested: number;
  /** New ideas saved; fewer than requested when the writer kept proposing titles the admin already has. */
  created: number;
  /** Distinct proposed titles left out because an idea or post with the same slug already exists. */
  skippedDuplicates: number;
  /** Distinct proposed titles left out (and asked again for) because they near-duplicate a published post. */
  replacedNearDuplicates?: number;
}

export const IDEA_COUNTS: Record<IdeaSettings['targetLength'], number> = {
  short: 5,
  medium: 10,
  long: 15,
};
