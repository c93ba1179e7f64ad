import { IsBoolean, IsOptional } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsScheduleTime } from '../../schedule/dto/schedule-time';

/**
 * Approve & Publish. The spec sends no body; confirmStale accepts AI text although the post changed since
 * its job started; publishAt (issue 17) approves and schedules the post instead of publishing it now.
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
}
