import { AiIdea, AiProduction, BlogPost, isStale, PostProposal, ProductionFeedback } from '@app/shared';
import { ProposalView, toProposalView } from '../../proposals/dto/proposal-response.dto';

export interface IdeaView {
  id: number;
  title: string;
  category: string;
  topic: string;
  tone: string;
  createdAt: Date;
  used: boolean;
}

export function toIdeaView(idea: AiIdea, used: boolean): IdeaView {
  return { id: idea.id, title: idea.title, category: idea.category, topic: idea.topic, tone: idea.tone, createdAt: idea.createdAt, used };
}

export interface ProductionView {
  id: number;
  postId: number;
  title: string;
  status: AiProduction['status'];
  finalContent: string | null;
  featuredImage: string | null;
  provider: string | null;
  model: string | null;
  error: string | null;
  currentJobId: string | null;
  feedback: ProductionFeedback[];
  createdAt: Date;
  updatedAt: Date;
  blogPost: { id: number; title: string; slug: string; published: boolean } | null;
  /** A pending proposal waits for review (the list carries this flag instead of the proposal). */
  hasProposal: boolean;
  /** The pending proposal's post changed since its job started (= proposal?.stale ?? false). */
  stale: boolean;
}

/** GET /api/ai/productions/:id: the production's latest pending proposal as well. */
export interface ProductionDetailView extends ProductionView {
  proposal: ProposalView | null;
}

/** A production in a page of the list: everything but the article (GET /api/ai/productions/:id has it). */
export type ProductionSummary = Omit<ProductionView, 'finalContent'>;

export function toProductionSummary(production: Omit<AiProduction, 'finalContent'>, pending?: PostProposal | null): ProductionSummary {
  const { finalContent: _finalContent, ...summary } = toProductionView({ ...production, finalContent: null }, production.post, pending);
  return summary;
}

export function toProductionView(production: AiProduction, post?: BlogPost | null, pending?: PostProposal | null): ProductionView {
  const blogPost = post ?? production.post ?? null;
  return {
    id: production.id,
    postId: production.postId,
    title: production.title,
    status: production.status,
    finalContent: production.finalContent,
    featuredImage: production.featuredImage,
    provider: production.provider,
    model: production.model,
    error: production.error,
    currentJobId: production.currentJobId,
    feedback: production.feedback,
    createdAt: production.createdAt,
    updatedAt: production.updatedAt,
    blogPost: blogPost ? { id: blogPost.id, title: blogPost.title, slug: blogPost.slug, published: blogPost.published } : null,
    hasProposal: Boolean(pending),
    // Only updatedAt is needed here, so a list that reads a few post columns can tell as well.
    stale: Boolean(pending && blogPost && pending.state === 'pending' && isStale(blogPost, pending.baseUpdatedAt)),
  };
}

export function toProductionDetailView(production: AiProduction, post: BlogPost | null | undefined, pending: PostProposal | null | undefined): ProductionDetailView {
  const blogPost = post ?? production.post ?? null;
  return { ...toProductionView(production, blogPost, pending), proposal: pending && blogPost ? toProposalView(pending, blogPost) : null };
}
