import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { PREVIEW_VERSION_PATTERN } from '../production-preview';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsScheduleTime } from '../../schedule/dto/schedule-time';

/**
 * Approve & Publish. The spec sends no body; confirmStale accepts AI text although the post changed since
 * its job started; publishAt (issue 17) approves and schedules the post instead of publishing it now;
 * version (issue 27) is the preview's: the approval is refused (409) when what would go live changed since.
 */
export class ApproveProductionDto {
  @IsOptional()
  @IsBoolean({ message: 'confirmStale must be true or false' })
  @ApiPropertyOptional({ description: 'Accept the AI text although the post changed since its job started' })
  confirmStale?: boolean;

  @IsOptional()
  @IsScheduleTime()
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Approve and schedule: the post goes live at this time (ISO 8601 with a zone, in the future, within two years) instead of now' })
  publishAt?: string;

  @IsOptional()
  @Matches(PREVIEW_VERSION_PATTERN, { message: 'version must be the version GET /api/ai/productions/:id/preview answered' })
  @ApiPropertyOptional({ description: "The preview's version: 409 when the post or its pending proposals changed since" })
  version?: string;
}
