import {
  BlogPost,
  changedFields,
  changesNow,
  fieldNames,
  isProposalStale,
  overwrittenEdits,
  PostProposal,
  ProposalFieldName,
  ProposalFields,
  proposalFieldsOf,
  ProposalKind,
  ProposalState,
  PROPOSAL_FIELD_NAMES,
  PROPOSAL_KINDS,
  PROPOSAL_STATES,
  SentenceSplice,
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
  /**
   * What the AI proposes (only the fields it produced). For a pending sentence rewrite: the post's content
   * now with the sentence replaced, exactly what an accept writes.
   */
  changes: ProposalFields;
  /** The post now: the keys of `changes`, plus content. */
  current: ProposalFields;
  /**
   * Pending, and the post changed since the job started. A sentence rewrite is stale only when its sentence
   * is gone (then it cannot be accepted).
   */
  stale: boolean;
  /** The hand edits (fields) a whole accept would replace: non-empty, a whole accept needs confirmStale (else 409). */
  overwrites: ProposalFieldName[];
  /** Fields that differ between `base` and the post now. */
  changedSinceBase: ProposalFieldName[];
  /** A sentence rewrite's splice: the sentence as the article held it and its replacement ('' drops it); null for other kinds. */
  sentence: SentenceSplice | null;
}

export function toProposalView(proposal: PostProposal, post: BlogPost): ProposalView {
  const pending = proposal.state === 'pending';
  const changes = (pending ? changesNow(proposal, post) : null) ?? proposal.changes;
  const shown = [...new Set<ProposalFieldName>(['content', ...fieldNames(changes)])];
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
    changes,
    current: proposalFieldsOf(post, shown),
    stale: pending && isProposalStale(proposal, post),
    overwrites: pending ? overwrittenEdits(proposal, post) : [],
    changedSinceBase: changedFields(proposal.base, proposalFieldsOf(post)),
    sentence: proposal.sentence ?? null,
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
  @ApiProperty({ description: 'Pending, and the post changed since the job started (a sentence rewrite: its sentence is gone)' }) stale!: boolean;
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true, description: 'Hand edits a whole accept would replace: non-empty needs confirmStale' }) overwrites!: ProposalFieldName[];
  @ApiProperty({ enum: PROPOSAL_FIELD_NAMES, isArray: true }) changedSinceBase!: ProposalFieldName[];
  @ApiProperty({ type: () => SentenceSpliceDto, nullable: true, description: "A sentence rewrite's splice; null for the other kinds" }) sentence!: SentenceSpliceDto | null;
}

export class SentenceSpliceDto implements SentenceSplice {
  @ApiProperty({ description: 'The sentence as the article held it (markdown)' }) original!: string;
  @ApiProperty({ description: "Its rewrite (markdown); '' drops the sentence" }) replacement!: string;
}

/** POST /api/admin/blog/proposals/:id/accept: the post as stored (adopt it, with its updatedAt) and the decided proposal. */
export class AcceptedProposalDto {
  @ApiProperty({ type: AdminPostDto }) post!: AdminPostDto;
  @ApiProperty({ type: ProposalDto }) proposal!: ProposalDto;
}

/** POST /api/admin/blog/proposals/:id/reject. */
export class RejectedProposalDto {
  @ApiProperty({ type: ProposalDto }) proposal!: ProposalDto;
}
