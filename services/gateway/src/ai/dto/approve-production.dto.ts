import { IsBoolean, IsOptional } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** Approve & Publish. The spec sends no body; confirmStale accepts AI text although the post changed since its job started. */
export class ApproveProductionDto {
  @IsOptional()
  @IsBoolean({ message: 'confirmStale must be true or false' })
  @ApiPropertyOptional({ description: 'Accept the AI text although the post changed since its job started' })
  confirmStale?: boolean;
}
