import { AiIdea, AiProduction, BlogPost, ProductionFeedback } from '@app/shared';

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
}

/** A production in a page of the list: everything but the article (GET /api/ai/productions/:id has it). */
export type ProductionSummary = Omit<ProductionView, 'finalContent'>;

export function toProductionSummary(production: Omit<AiProduction, 'finalContent'>): ProductionSummary {
  const { finalContent: _finalContent, ...summary } = toProductionView({ ...production, finalContent: null });
  return summary;
}

export function toProductionView(production: AiProduction, post?: BlogPost | null): ProductionView {
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
  };
}
