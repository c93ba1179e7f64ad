import { PostRevision, PostSnapshot } from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Page } from '../../common/dto/page-query.dto';
import { RevisionWithoutContent } from '../posts.types';

export interface RevisionResponse {
  id: number;
  postId: number;
  reason: string;
  createdAt: string;
  snapshot: PostSnapshot;
}

/** A revision in a page of the list: the snapshot without the article text. */
export type RevisionSummary = Omit<RevisionResponse, 'snapshot'> & { snapshot: Omit<PostSnapshot, 'content'> };

export function toRevision(revision: PostRevision): RevisionResponse {
  return { ...toRevisionSummary(revision), snapshot: revision.snapshot };
}

export function toRevisionSummary(revision: RevisionWithoutContent): RevisionSummary {
  return {
    id: revision.id,
    postId: revision.postId,
    reason: revision.reason,
    createdAt: revision.createdAt.toISOString(),
    snapshot: revision.snapshot,
  };
}

export class PostSnapshotSummaryDto implements Omit<PostSnapshot, 'content'> {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty() category!: string;
  @ApiProperty() author!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: String, nullable: true }) featuredImage!: string | null;
  @ApiPropertyOptional({ description: 'Absent in revisions made before posts had alt text' }) featuredImageAlt?: string;
  @ApiProperty() estimatedReadTime!: number;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty() published!: boolean;
  @ApiProperty() status!: string;
  @ApiPropertyOptional({ format: 'date-time', description: "The post's createdAt; absent in revisions made before it was kept" }) postCreatedAt?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: "The post's publishedAt; absent in revisions made before it was kept" })
  postPublishedAt?: string | null;
}

export class PostSnapshotDto extends PostSnapshotSummaryDto implements PostSnapshot {
  @ApiProperty() content!: string;
}

export class RevisionSummaryDto implements RevisionSummary {
  @ApiProperty() id!: number;
  @ApiProperty() postId!: number;
  @ApiProperty({ example: 'admin-edit' }) reason!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: PostSnapshotSummaryDto }) snapshot!: PostSnapshotSummaryDto;
}

export class RevisionDto implements RevisionResponse {
  @ApiProperty() id!: number;
  @ApiProperty() postId!: number;
  @ApiProperty({ example: 'admin-edit' }) reason!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: PostSnapshotDto }) snapshot!: PostSnapshotDto;
}

export class RevisionPageDto implements Page<RevisionSummary> {
  @ApiProperty({ type: [RevisionSummaryDto] }) items!: RevisionSummaryDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
}
