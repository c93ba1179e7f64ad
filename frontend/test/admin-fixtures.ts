import type { AdminPost, PostSummary, PostSummaryPage } from '@/lib/studio/post';
import type { Job, JobStage, StageName } from '@/lib/studio/job';
import type { PostRevision } from '@/features/posts/types';
import type { Production, ProductionDetail, ProductionListItem, ProductionListPage, ProductionPreview } from '@/features/productions/types';
import type { ProposalView } from '@/features/proposals/types';
import type { Usage } from '@/features/usage/api/get-usage';
import { jsonResponse } from './render';

/** Studio data as the admin API sends it (issue 13 contract shapes). */

export function buildAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 7,
    title: 'Colour grading basics',
    slug: 'colour-grading-basics',
    excerpt: 'Start here',
    content: '## Lighting\nUse soft light.\n',
    category: 'Video Editing',
    author: 'Hyperframe Team',
    metaDescription: 'Meta',
    featuredImage: 'https://example.com/cover.png',
    featuredImageAlt: 'A colourist at a grading desk',
    estimatedReadTime: 5,
    keywords: ['grading'],
    published: false,
    status: 'ready_for_review',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-24T20:31:00.000Z',
    publishedAt: null,
    publishAt: null,
    ...overrides,
  };
}

/** A post as the studio's lists send it: no content, whether it is still the placeholder. */
export function buildPostSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  const { content: _content, keywords, ...post } = buildAdminPost();
  return { ...post, keywords: keywords as string[], hasPlaceholderContent: false, production: null, ageDays: null, ...overrides };
}

/** One page of a studio list; `counts` are the blog's. */
export function buildPostSummaryPage(items: PostSummary[], overrides: Partial<PostSummaryPage> = {}): PostSummaryPage {
  return { items, page: 1, pageSize: 12, total: items.length, next: null, counts: { total: 0, published: 0, draft: 0, readyForWriting: 0 }, ...overrides };
}

export function buildProduction(overrides: Partial<Production> = {}): Production {
  return {
    id: 5,
    postId: 7,
    title: 'Colour grading basics',
    status: 'ready_for_review',
    finalContent: '## Lighting\nUse hard light.\n',
    featuredImage: null,
    provider: null,
    model: null,
    error: null,
    currentJobId: null,
    feedback: [],
    createdAt: '2026-11-24T20:00:00.000Z',
    updatedAt: '2026-11-24T20:40:00.000Z',
    blogPost: { id: 7, title: 'Colour grading basics', slug: 'colour-grading-basics', published: false },
    hasProposal: false,
    stale: false,
    ...overrides,
  };
}

/** A row of the studio's productions list: no article, no revision requests. */
export function buildProductionListItem(overrides: Partial<ProductionListItem> = {}): ProductionListItem {
  const { finalContent: _finalContent, feedback: _feedback, ...item } = buildProduction();
  return { ...item, ...overrides };
}

/** One page of the productions list; `counts` are by status, whatever the filter. */
export function buildProductionListPage(items: ProductionListItem[], overrides: Partial<ProductionListPage> = {}): ProductionListPage {
  const counts = { queued: 0, writing: 0, revising: 0, ready_for_review: 0, approved: 0, failed: 0, published: 0, scheduled: 0, superseded: 0 };
  for (const item of items) counts[item.status] += 1;
  return { items, page: 1, pageSize: 10, total: items.length, next: null, counts, ...overrides };
}

export function buildProposal(overrides: Partial<ProposalView> = {}): ProposalView {
  return {
    id: 9,
    postId: 7,
    productionId: 5,
    jobId: 'job-1',
    kind: 'revision',
    state: 'pending',
    section: null,
    feedback: 'Warmer tone',
    baseUpdatedAt: '2026-11-24T20:00:00.000Z',
    createdAt: '2026-11-24T20:40:00.000Z',
    decidedAt: null,
    base: {},
    changes: {},
    current: {},
    stale: false,
    overwrites: [],
    changedSinceBase: [],
    sentence: null,
    ...overrides,
  };
}

/** What Approve would put live (GET /api/ai/productions/:id/preview): the post, the version, the proposals it takes. */
export function buildProductionPreview(overrides: Partial<ProductionPreview> = {}): ProductionPreview {
  const post = buildAdminPost();
  return {
    productionId: 5,
    status: 'ready_for_review',
    version: `${post.updatedAt}~none`,
    post: { ...post, keywords: post.keywords as string[] },
    proposals: [],
    needsConfirmStale: false,
    otherPendingProposals: 0,
    ...overrides,
  };
}

export function buildProductionDetail(proposal: ProposalView | null, overrides: Partial<ProductionDetail> = {}): ProductionDetail {
  return { ...buildProduction({ hasProposal: proposal !== null }), proposal, stale: proposal?.stale ?? false, ...overrides };
}

export function buildRevision(id: number, content: string, overrides: Partial<PostRevision> = {}): PostRevision {
  const post = buildAdminPost({ content });
  return {
    id,
    postId: post.id,
    reason: `Saved by admin ${id}`,
    createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
    snapshot: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content,
      category: post.category,
      author: post.author,
      metaDescription: post.metaDescription,
      featuredImage: post.featuredImage,
      estimatedReadTime: post.estimatedReadTime,
      keywords: ['grading'],
      published: post.published,
      status: post.status,
    },
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * fetch replaced by a table of 'METHOD /url' → answer (or a list of answers, used in turn, the last
 * one repeating); anything else answers 404. Every call is recorded with its parsed JSON body.
 */
export function mockApi(table: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    const entry = table[key];
    let answer: Answer = { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    if (Array.isArray(entry)) {
      const turn = used.get(key) ?? 0;
      used.set(key, turn + 1);
      answer = entry[Math.min(turn, entry.length - 1)];
    } else if (entry) {
      answer = entry;
    }
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** The calls made to one 'METHOD /url'. */
    callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}

/** A stage of the timeline; unstarted unless overridden. */
export function buildStage(name: StageName, overrides: Partial<JobStage> = {}): JobStage {
  return { name, state: 'pending', startedAt: null, finishedAt: null, provider: null, model: null, inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0, error: null, ...overrides };
}

/** A stage that ran from `startedAt` for `ms` milliseconds on Claude, with its usage. */
export function ranStage(name: StageName, startedAt: string, ms: number, overrides: Partial<JobStage> = {}): JobStage {
  return buildStage(name, {
    state: 'completed',
    startedAt,
    finishedAt: new Date(Date.parse(startedAt) + ms).toISOString(),
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    inputTokens: 1200,
    outputTokens: 340,
    costUsd: 0.0087,
    ...overrides,
  });
}

/** GET /api/ai/jobs/:id of an article job (override the state and stages). */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '8b6f0f7e-3c1a-4d2b-9e8f-1a2b3c4d5e6f',
    kind: 'produce-article',
    state: 'running',
    progress: 30,
    stage: 'Writing the draft',
    attempts: 1,
    error: null,
    result: null,
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    inputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    cancelRequested: false,
    createdAt: '2026-11-24T20:00:00.000Z',
    startedAt: '2026-11-24T20:00:01.000Z',
    finishedAt: null,
    stages: (['brief', 'outline', 'draft', 'edit', 'seo', 'cover'] as const).map((name) => buildStage(name)),
    ...overrides,
  };
}

/** GET /api/ai/usage for November 2026 (override the totals and groups). */
export function buildUsage(overrides: Partial<Usage> = {}): Usage {
  return {
    month: '2026-11',
    budgetUsd: 50,
    reservedUsd: 0,
    costUsd: 12.5,
    inputTokens: 900_000,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    outputTokens: 210_000,
    calls: 84,
    byDay: [
      { day: '2026-11-03', costUsd: 4.25, inputTokens: 300_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 70_000, calls: 28 },
      { day: '2026-11-17', costUsd: 8.25, inputTokens: 600_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 140_000, calls: 56 },
    ],
    byProvider: [{ provider: 'anthropic', costUsd: 12.5, inputTokens: 900_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 210_000, calls: 84 }],
    byModel: [{ provider: 'anthropic', model: 'claude-sonnet-4-5', costUsd: 12.5, inputTokens: 900_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 210_000, calls: 84 }],
    byKind: [{ kind: 'produce-article', costUsd: 12.5, inputTokens: 900_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 210_000, calls: 84 }],
    byStage: [
      { stage: 'draft', costUsd: 6, inputTokens: 400_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 120_000, calls: 14 },
      { stage: 'brief', costUsd: 1.5, inputTokens: 100_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 10_000, calls: 14 },
      { stage: 'edit', costUsd: 5, inputTokens: 400_000, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 80_000, calls: 14 },
    ],
    ...overrides,
  };
}
