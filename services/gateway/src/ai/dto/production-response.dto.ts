import {
  AiIdea,
  AiProduction,
  BlogPost,
  isStale,
  PostProposal,
  PRODUCTION_STATUSES,
  PRODUCTION_VIEW_STATUSES,
  PROPOSAL_FIELD_NAMES,
  PROPOSAL_KINDS,
  ProposalFieldName,
  ProposalKind,
  ProductionFeedback,
  ProductionStatus,
  ProductionViewStatus,
} from '@app/contract';
import { SimilarPost } from '@app/site';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Page, PagedList } from '../../common/dto/page-query.dto';
import { AdminPost, AdminPostDto } from '../../posts/dto/admin-post.dto';
import { PostConflictDto } from '../../posts/dto/post-conflict.dto';
import { ProposalDto, ProposalView, toProposalView } from '../../proposals/dto/proposal-response.dto';
import type { PreviewedProposal, ProductionPreview } from '../production-preview';
import { SimilarPostDto } from '../../topic-memory/dto/similar-post.dto';

export interface IdeaView {
  id: number;
  title: string;
  category: string;
  topic: string;
  tone: string;
  createdAt: Date;
  used: boolean;
  /** The published posts closest in meaning (topic memory), best first. */
  similar: SimilarPost[];
}

export function toIdeaView(idea: AiIdea, used: boolean, similar: SimilarPost[]): IdeaView {
  return { id: idea.id, title: idea.title, category: idea.category, topic: idea.topic, tone: idea.tone, createdAt: idea.createdAt, used, similar };
}

export interface ProductionView {
  id: number;
  postId: number;
  title: string;
  /** As the studio shows it (issue 27): published, scheduled and superseded follow the post. */
  status: ProductionViewStatus;
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

export function toProductionSummary(production: Omit<AiProduction, 'finalContent'> & WithViewStatus, pending?: PostProposal | null): ProductionSummary {
  const { finalContent: _finalContent, ...summary } = toProductionView({ ...production, finalContent: null }, production.post, pending);
  return summary;
}

/** A row of the studio's list (GET /api/ai/productions/summaries): no article and no revision requests. */
export type ProductionListItem = Omit<ProductionSummary, 'feedback'>;

export function toProductionListItem(production: Omit<AiProduction, 'finalContent' | 'feedback'> & WithViewStatus, pending?: PostProposal | null): ProductionListItem {
  const { feedback: _feedback, ...item } = toProductionSummary({ ...production, feedback: [] }, pending);
  return item;
}

export interface ProductionListPage extends PagedList<ProductionListItem> {
  /** How many productions show each status, whatever the filter (the studio's glance: ready_for_review is 'Awaiting your review'). */
  counts: Record<ProductionViewStatus, number>;
}

/** A production as read for the studio carries the status it shows; one written just now shows its stored one. */
type WithViewStatus = { viewStatus?: ProductionViewStatus };

export function toProductionView(production: AiProduction & WithViewStatus, post?: BlogPost | null, pending?: PostProposal | null): ProductionView {
  const blogPost = post ?? production.post ?? null;
  return {
    id: production.id,
    postId: production.postId,
    title: production.title,
    status: production.viewStatus ?? production.status,
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

export function toProductionDetailView(production: AiProduction & WithViewStatus, post: BlogPost | null | undefined, pending: PostProposal | null | undefined): ProductionDetailView {
  const blogPost = post ?? production.post ?? null;
  return { ...toProductionView(production, blogPost, pending), proposal: pending && blogPost ? toProposalView(pending, blogPost) : null };
}

// The schemas of the OpenAPI document (the front end's generated types); `implements` keeps them the wire's.

export class IdeaDto implements IdeaView {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() category!: string;
  @ApiProperty() topic!: string;
  @ApiProperty() tone!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ description: 'A post with this title exists' }) used!: boolean;
  @ApiProperty({ type: [SimilarPostDto], description: 'The published posts closest in meaning, best 3 (score 0-1)' }) similar!: SimilarPostDto[];
}

export class ProductionFeedbackDto implements ProductionFeedback {
  @ApiProperty() feedback!: string;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The ## section the change was asked for' }) section?: string | null;
}

export class ProductionPostDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() published!: boolean;
}

export class ProductionListItemDto implements ProductionListItem {
  @ApiProperty() id!: number;
  @ApiProperty() postId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: PRODUCTION_VIEW_STATUSES, description: 'published, scheduled and superseded follow the post (issue 27)' }) status!: ProductionViewStatus;
  @ApiProperty({ type: String, nullable: true }) featuredImage!: string | null;
  @ApiProperty({ type: String, nullable: true }) provider!: string | null;
  @ApiProperty({ type: String, nullable: true }) model!: string | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, nullable: true }) currentJobId!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
  @ApiProperty({ type: ProductionPostDto, nullable: true }) blogPost!: ProductionPostDto | null;
  @ApiProperty({ description: 'A pending proposal waits for review' }) hasProposal!: boolean;
  @ApiProperty({ description: "The pending proposal's post changed since its job started" }) stale!: boolean;
}

export class ProductionSummaryDto extends ProductionListItemDto implements ProductionSummary {
  @ApiProperty({ type: [ProductionFeedbackDto] }) feedback!: ProductionFeedbackDto[];
}

export class ProductionDto extends ProductionSummaryDto implements ProductionView {
  @ApiProperty({ type: String, nullable: true, description: 'Markdown' }) finalContent!: string | null;
}

export class ProductionDetailDto extends ProductionDto implements ProductionDetailView {
  @ApiProperty({ type: ProposalDto, nullable: true, description: 'The latest pending proposal' }) proposal!: ProposalDto | null;
}

/** Approve's answer: the production, and the post as stored after it (the editor adopts it). */
export type ApprovedProduction = ProductionDetailView & { post: AdminPost };

/** POST /api/ai/productions/:id/approve: the production, and the post as stored after it. */
export class ApprovedProductionDto extends ProductionDetailDto implements ApprovedProduction {
  @ApiProperty({ type: AdminPostDto, description: 'The post as stored after the approval (adopt it, with its updatedAt)' }) post!: AdminPostDto;
}

export class PreviewedProposalDto implements PreviewedProposal {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: PROPOSAL_KINDS }) kind!: ProposalKind;
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true, description: 'The fields it writes' }) fields!: ProposalFieldName[];
  @ApiProperty({ description: 'The post changed since its job started' }) stale!: boolean;
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true, description: 'Hand edits its accept replaces: non-empty, Approve needs confirmStale' }) overwrites!: ProposalFieldName[];
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true }) changedSinceBase!: ProposalFieldName[];
}

/** GET /api/ai/productions/:id/preview: exactly what Approve would put live now, and its version. */
export class ProductionPreviewDto implements ProductionPreview {
  @ApiProperty() productionId!: number;
  @ApiProperty({ enum: PRODUCTION_VIEW_STATUSES }) status!: ProductionViewStatus;
  @ApiProperty({ description: "Send it back as Approve's version (the post's updatedAt and the pending proposals' ids)" }) version!: string;
  @ApiProperty({ type: AdminPostDto, description: 'The post with the pending proposals applied: its real title, cover, alt text and hand edits; flags and updatedAt as stored' }) post!: AdminPostDto;
  @ApiProperty({ type: [PreviewedProposalDto], description: 'The pending proposals Approve accepts, oldest first' }) proposals!: PreviewedProposalDto[];
  @ApiProperty({ description: 'A proposal overwrites hand edits: Approve answers 409 unless it sends confirmStale' }) needsConfirmStale!: boolean;
  @ApiProperty({ description: 'Pending proposals of the post Approve does not take (reviewed in the editor)' }) otherPendingProposals!: number;
}

/** Approve's conflict: the post's, and the preview as it is now (present when the version sent is out of date). */
export class ApproveConflictDto extends PostConflictDto {
  @ApiPropertyOptional({ type: ProductionPreviewDto, description: 'The preview now: show it, then approve with its version' }) preview?: ProductionPreviewDto;
}

export class ApproveConflictErrorDto {
  @ApiProperty({ example: 409 }) statusCode!: number;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: ApproveConflictDto }) conflict?: ApproveConflictDto;
}

export class ProductionPageDto implements Page<ProductionSummary> {
  @ApiProperty({ type: [ProductionSummaryDto] }) items!: ProductionSummaryDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
}

export class ProductionCountsDto implements Record<ProductionViewStatus, number> {
  @ApiProperty() queued!: number;
  @ApiProperty() writing!: number;
  @ApiProperty() revising!: number;
  @ApiProperty({ description: "'Awaiting your review': not live, not scheduled, not superseded" }) ready_for_review!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() failed!: number;
  @ApiProperty({ description: 'Its post is live' }) published!: number;
  @ApiProperty({ description: 'Its post waits for its go-live time' }) scheduled!: number;
  @ApiProperty({ description: 'A newer production or proposal replaced it, or its post was deleted' }) superseded!: number;
}

export class ProductionListPageDto implements ProductionListPage {
  @ApiProperty({ type: [ProductionListItemDto] }) items!: ProductionListItemDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Productions matching the filter' }) total!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The page to ask for next; null on the last one' }) next!: number | null;
  @ApiProperty({ type: ProductionCountsDto, description: 'Productions in each status, whatever the filter' }) counts!: ProductionCountsDto;
}

/** 202 of every route that starts an AI job: poll GET /api/ai/jobs/:id. */
export class JobStartedDto {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
}

export class ProductionStateDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: PRODUCTION_STATUSES }) status!: ProductionStatus;
}

export class StartedPostDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}

/** POST /api/ai/productions: the job, the production and its placeholder post. */
export interface StartedProduction {
  jobId: string;
  production: { id: number; status: ProductionStatus };
  blogPost: { id: number; title: string; slug: string };
}

export class StartedProductionDto extends JobStartedDto implements StartedProduction {
  @ApiProperty({ type: ProductionStateDto }) production!: ProductionStateDto;
  @ApiProperty({ type: StartedPostDto }) blogPost!: StartedPostDto;
}

export class RevisedProductionDto extends JobStartedDto {
  @ApiProperty({ type: ProductionDetailDto }) production!: ProductionDetailDto;
}

export class ImageJobStartedDto extends JobStartedDto {
  @ApiProperty({ type: ProductionStateDto }) production!: ProductionStateDto;
}

export class DeletedProductionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: [true] }) deleted!: true;
  @ApiProperty({ type: String, nullable: true }) cancelledJobId!: string | null;
}

export class PostImageJobStartedDto extends JobStartedDto {
  @ApiProperty({ type: StartedPostDto }) blogPost!: StartedPostDto;
}
