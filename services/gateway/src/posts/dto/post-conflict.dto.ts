import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ChangeAuthor, PostChange, PostConflict } from '../post-conflict';
import { AdminPostDto } from './admin-post.dto';

const AUTHOR_KINDS = ['this-tab', 'another-tab', 'studio', 'ai-job', 'schedule', 'unknown'] as const;

export class ChangeAuthorDto implements ChangeAuthor {
  @ApiProperty({ enum: AUTHOR_KINDS, description: 'this-tab / another-tab (by X-Editor-Session), studio (a request without it), ai-job, schedule, unknown (before issue 27)' })
  kind!: ChangeAuthor['kind'];
  @ApiProperty({ description: 'What the studio shows: "another tab", "an AI job (produce-article, 3f1e2d4c)", "a scheduled publish", …' }) label!: string;
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty({ type: String, nullable: true }) jobKind!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The proposal a tab accepted, if that was the change' }) proposalId!: number | null;
}

export class PostChangeDto implements PostChange {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ description: "The revision's reason" }) reason!: string;
  @ApiProperty({ type: [String], description: 'The editable fields the change altered' }) fields!: string[];
  @ApiProperty({ type: ChangeAuthorDto }) by!: ChangeAuthorDto;
}

export class PostConflictDto implements PostConflict {
  @ApiProperty({ format: 'date-time', description: 'The version the request was made against' }) since!: string;
  @ApiProperty({ type: AdminPostDto, nullable: true, description: 'The post as stored now (null: deleted)' }) post!: AdminPostDto | null;
  @ApiProperty({ type: [String], description: 'Editable fields that differ between that version and now' }) changedFields!: string[];
  @ApiProperty({ type: [PostChangeDto], description: 'The changes since, oldest first (the latest 20)' }) changes!: PostChangeDto[];
}

/** The 409 of a write whose version is out of date: `{statusCode, message}` and the conflict beside them. */
export class PostConflictErrorDto {
  @ApiProperty({ example: 409 }) statusCode!: number;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: PostConflictDto, description: 'Present when the post moved on: what changed, by whom, when, and the post as stored' }) conflict?: PostConflictDto;
}

export const ApiPostConflict = (description: string, type: new () => object = PostConflictErrorDto) => applyDecorators(ApiConflictResponse({ type, description }));
