import {
  BlogPost,
  changedFields,
  fieldNames,
  isStale,
  PostProposal,
  ProposalFieldName,
  ProposalFields,
  proposalFieldsOf,
  ProposalKind,
  ProposalState,
  PROPOSAL_FIELD_NAMES,
  PROPOSAL_KINDS,
  PROPOSAL_STATES,
} from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminPostDto } from '../../posts/dto/admin-post.dto';

/** A proposal as the studio sees it (contract: /work/contracts/issue13-proposals.md). */
export interface ProposalView {
  id: number;
  postId: number;
  productionId: number | null;
  jobId: string | null;
  kind: ProposalKind;
  state: ProposalState;
  section: string | null;
  feedback: string | null;
  baseUpdatedAt: string;
  createdAt: string;
  decidedAt: string | null;
  /** The post's fields when the job started. */
  base: ProposalFields;
  /** What the AI proposes (only the fields it produced). */
  changes: ProposalFields;
  /** The post now: the keys of `changes`, plus content. */
  current: ProposalFields;
  /** Pending, and the post changed since the job started: a whole accept needs confirmStale. */
  stale: boolean;
  /** Fields that differ between `base` and the post now. */
  changedSinceBase: ProposalFieldName[];
}

export function toProposalView(proposal: PostProposal, post: BlogPost): ProposalView {
  const shown = [...new Set<ProposalFieldName>(['content', ...fieldNames(proposal.changes)])];
  return {
    id: proposal.id,
    postId: proposal.postId,
    productionId: proposal.productionId,
    jobId: proposal.jobId,
    kind: proposal.kind,
    state: proposal.state,
    section: proposal.section,
    feedback: proposal.feedback,
    baseUpdatedAt: proposal.baseUpdatedAt.toISOString(),
    createdAt: proposal.createdAt.toISOString(),
    decidedAt: proposal.decidedAt?.toISOString() ?? null,
    base: proposal.base,
    changes: proposal.changes,
    current: proposalFieldsOf(post, shown),
    stale: proposal.state === 'pending' && isStale(post, proposal.baseUpdatedAt),
    changedSinceBase: changedFields(proposal.base, proposalFieldsOf(post)),
  };
}

// The schemas of the OpenAPI document (the front end's generated types); `implements` keeps them the wire's.

export class ProposalFieldsDto implements ProposalFields {
  @ApiPropertyOptional({ description: 'Markdown' }) content?: string;
  @ApiPropertyOptional() excerpt?: string;
  @ApiPropertyOptional() metaDescription?: string;
  @ApiPropertyOptional({ type: [String] }) keywords?: string[];
  @ApiPropertyOptional() estimatedReadTime?: number;
  @ApiPropertyOptional({ type: String, nullable: true }) featuredImage?: string | null;
  @ApiPropertyOptional({ description: "The featured image's alt text" }) featuredImageAlt?: string;
}

export class ProposalDto implements ProposalView {
  @ApiProperty() id!: number;
  @ApiProperty() postId!: number;
  @ApiProperty({ type: Number, nullable: true }) productionId!: number | null;
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty({ enum: PROPOSAL_KINDS }) kind!: ProposalKind;
  @ApiProperty({ enum: PROPOSAL_STATES }) state!: ProposalState;
  @ApiProperty({ type: String, nullable: true }) section!: string | null;
  @ApiProperty({ type: String, nullable: true }) feedback!: string | null;
  @ApiProperty({ format: 'date-time' }) baseUpdatedAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: ProposalFieldsDto, description: "The post's fields when the job started" }) base!: ProposalFieldsDto;
  @ApiProperty({ type: ProposalFieldsDto, description: 'What the AI proposes (only the fields it produced)' }) changes!: ProposalFieldsDto;
  @ApiProperty({ type: ProposalFieldsDto, description: 'The post now: the keys of changes, plus content' }) current!: ProposalFieldsDto;
  @ApiProperty({ description: 'Pending, and the post changed since the job started' }) stale!: boolean;
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true }) changedSinceBase!: ProposalFieldName[];
}

/** POST /api/admin/blog/proposals/:id/accept. */
export class AcceptedProposalDto {
  @ApiProperty({ type: AdminPostDto }) post!: AdminPostDto;
  @ApiProperty({ type: ProposalDto }) proposal!: ProposalDto;
}

/** POST /api/admin/blog/proposals/:id/reject. */
export class RejectedProposalDto {
  @ApiProperty({ type: ProposalDto }) proposal!: ProposalDto;
}
