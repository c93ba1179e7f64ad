import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PostSnapshotDto } from '../../posts/dto/revision-response.dto';
import { PageQueryDto } from '../../common/dto/page-query.dto';

/** A version of the post: 'current', or a revision id. */
export const VERSION_REF = /^(current|[1-9][0-9]{0,9})$/;

export class VersionCauseDto {
  @ApiProperty({
    enum: ['created', 'editor', 'publish', 'unpublish', 'delete', 'restore', 'schedule', 'unschedule', 'scheduled-publish', 'ai', 'other'],
    description: "What made the version. Details by kind: restore {revisionId, undeleted?}; schedule {publishAt}; ai {decision: 'applied'|'accepted', proposal: 'article'|'revision'|'image', jobId, section?, feedback?}; other {text}",
  })
  kind!: string;
  [detail: string]: unknown;
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
