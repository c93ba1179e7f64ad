import { PROPOSAL_KINDS, ProposalKind } from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PostSnapshotDto } from '../../posts/dto/revision-response.dto';
import { PageQueryDto } from '../../common/dto/page-query.dto';

/** A version of the post: 'current', or a revision id. */
export const VERSION_REF = /^(current|[1-9][0-9]{0,9})$/;

/** What made a version: its kind, and the details of that kind (absent when the kind has none). */
export class VersionCauseDto {
  @ApiProperty({ enum: ['created', 'editor', 'publish', 'unpublish', 'delete', 'restore', 'schedule', 'unschedule', 'scheduled-publish', 'ai', 'other'] })
  kind!: string;
  @ApiPropertyOptional({ description: 'restore: the revision put back' }) revisionId?: number;
  @ApiPropertyOptional({ description: 'restore: the post had been deleted' }) undeleted?: boolean;
  @ApiPropertyOptional({ format: 'date-time', description: 'schedule: the go-live time set' }) publishAt?: string;
  @ApiPropertyOptional({ enum: ['applied', 'accepted'], description: 'ai: applied by itself (an untouched draft) or accepted by the admin' }) decision?: 'applied' | 'accepted';
  @ApiPropertyOptional({ enum: PROPOSAL_KINDS, description: 'ai: what the AI proposed' }) proposal?: ProposalKind;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ai: the job that made it' }) jobId?: string | null;
  @ApiPropertyOptional({ description: "ai: the section a revision rewrote" }) section?: string;
  @ApiPropertyOptional({ description: "ai: the admin's feedback (first 80 characters)" }) feedback?: string;
  @ApiPropertyOptional({ description: 'other: the reason as written' }) text?: string;
}

export class HistoryVersionDto {
  @ApiProperty({ description: "1 for the oldest version kept, consecutive; the current post's is the highest" }) number!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The revision holding it (restore and compare use it); null for the current post' }) revisionId!: number | null;
  @ApiProperty({ example: "AI revision: 'make the intro punchier'", description: 'What made it, in words' }) label!: string;
  @ApiProperty({ type: VersionCauseDto }) madeBy!: VersionCauseDto;
  @ApiProperty({ format: 'date-time' }) madeAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a later change replaced it; null for the current post' }) replacedAt!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() published!: boolean;
}

/** GET /api/admin/blog/posts/:id/history: one page of the versions, newest first, and the current one. */
export class PostHistoryDto {
  @ApiProperty() postId!: number;
  @ApiProperty({ type: HistoryVersionDto, nullable: true, description: 'The post as it is now; null when it is deleted' }) current!: HistoryVersionDto | null;
  @ApiProperty({ type: [HistoryVersionDto], description: 'Earlier versions, newest first' }) items!: HistoryVersionDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Earlier versions in all pages' }) total!: number;
  @ApiProperty({ type: Number, nullable: true }) next!: number | null;
}

export class HistoryQueryDto extends PageQueryDto {}

export class CompareQueryDto {
  @Matches(VERSION_REF, { message: "from must be 'current' or a revision id" })
  @ApiProperty({ example: '12', description: "'current' or a revision id" })
  from!: string;

  @IsOptional()
  @Matches(VERSION_REF, { message: "to must be 'current' or a revision id" })
  @ApiProperty({ required: false, example: 'current', default: 'current', description: "'current' or a revision id" })
  to?: string;
}

export class ComparedVersionDto {
  @ApiProperty() number!: number;
  @ApiProperty({ type: Number, nullable: true }) revisionId!: number | null;
  @ApiProperty() label!: string;
  @ApiProperty({ format: 'date-time' }) madeAt!: string;
  @ApiProperty({ type: PostSnapshotDto, description: 'Every field, the whole text included' }) snapshot!: PostSnapshotDto;
}

/** GET /api/admin/blog/posts/:id/history/compare: both versions whole, older first; the studio diffs them. */
export class VersionComparisonDto {
  @ApiProperty({ type: ComparedVersionDto }) from!: ComparedVersionDto;
  @ApiProperty({ type: ComparedVersionDto }) to!: ComparedVersionDto;
}
