import { NON_CONTENT_FIELDS, NonContentField } from '@app/contract';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

/**
 * POST /api/admin/blog/proposals/:id/accept. No body (or {}) takes the whole proposal. `sections` takes
 * only those `##` sections (by heading) into the current content; `fields` chooses the other fields
 * (default: all the proposal carries when whole, none when sections are given). `confirmStale` accepts a
 * whole proposal although the post changed since its job started.
 */
export class AcceptProposalDto {
  @IsOptional()
  @IsArray({ message: 'sections must be a list of section headings' })
  @ArrayMaxSize(200)
  @IsString({ each: true, message: 'sections must be a list of section headings' })
  @MaxLength(300, { each: true, message: 'a section heading has at most 300 characters' })
  @ApiPropertyOptional({ type: [String], description: 'Take only these ## sections (by heading)' })
  sections?: string[];

  @IsOptional()
  @IsArray({ message: `fields must be a list of: ${NON_CONTENT_FIELDS.join(', ')}` })
  @ArrayMaxSize(NON_CONTENT_FIELDS.length * 2)
  @IsIn(NON_CONTENT_FIELDS, { each: true, message: `fields must be a list of: ${NON_CONTENT_FIELDS.join(', ')}` })
  @ApiPropertyOptional({ enum: NON_CONTENT_FIELDS, isArray: true })
  fields?: NonContentField[];

  @IsOptional()
  @IsBoolean({ message: 'confirmStale must be true or false' })
  @ApiPropertyOptional({ description: 'Accept a whole proposal although the post changed since its job started' })
  confirmStale?: boolean;
}
