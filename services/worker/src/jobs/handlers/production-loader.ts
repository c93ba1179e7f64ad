import { AiProduction, BlogPost, PostProposal, ProposalFields, ProposalJobPayload, proposalFieldsOf, ProposalStoreRepository } from '@app/contract';
import { EntityManager } from 'typeorm';
import { InvalidJobError } from '../job-handler';
import { JobRun } from '../job-run.service';
import { ProductionsRepository } from '../productions.repository';

export interface ProductionWithPost {
  production: AiProduction;
  post: BlogPost;
}

/** The production and its post, or an unrecoverable error naming what is missing. */
export async function loadProduction(manager: EntityManager, productionId: number, lock = false): Promise<ProductionWithPost> {
  const productions = new ProductionsRepository(manager);
  const production = await productions.findProduction(productionId, lock);
  if (!production) throw new InvalidJobError(`Production ${productionId} no longer exists (it was deleted)`);
  const post = await productions.findPost(production.postId, lock);
  if (!post) throw new InvalidJobError(`The post of production ${productionId} no longer exists`);
  return { production, post };
}

export interface ProposalBase {
  base: ProposalFields;
  baseUpdatedAt: Date;
}

/**
 * The version of the post the job started from, as the gateway captured it in the ai_jobs row. A job
 * queued before proposals existed has none: it takes the post as the handler first read it.
 */
export function jobBase(run: JobRun, post: BlogPost): ProposalBase {
  const payload = run.row.payload as ProposalJobPayload;
  if (payload.base && payload.baseUpdatedAt) return { base: payload.base, baseUpdatedAt: new Date(payload.baseUpdatedAt) };
  return { base: proposalFieldsOf(post), baseUpdatedAt: post.updatedAt };
}

/**
 * Stores an AI article (or revision) for the production's post as a pending proposal (only a first draft
 * into an unwritten post applies itself; see submitProposal) and puts the production up for review with
 * the AI's text.
 */
export async function proposeArticle(
  manager: EntityManager,
  target: ProductionWithPost,
  proposal: ProposalBase & { kind: 'article' | 'revision'; jobId: string; jobKind: string; changes: ProposalFields; section?: string | null; feedback?: string | null },
  extra: { provider: string; model: string },
): Promise<PostProposal> {
  const { production, post } = target;
  const stored = await new ProposalStoreRepository(manager).submitProposal({ post, productionId: production.id, ...proposal });
  await new ProductionsRepository(manager).update(production.id, {
    status: 'ready_for_review',
    finalContent: proposal.changes.content,
    provider: extra.provider,
    model: extra.model,
    error: null,
    ...(proposal.changes.featuredImage ? { featuredImage: proposal.changes.featuredImage } : {}),
  });
  return stored;
}

/** What a proposing job reports in its result (GET /api/ai/jobs/:id). */
export function proposalResult(proposal: PostProposal): { proposalId: number; proposalState: PostProposal['state'] } {
  return { proposalId: proposal.id, proposalState: proposal.state };
}
