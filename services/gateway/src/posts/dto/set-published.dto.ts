import { IsBoolean, ValidateIf } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsScheduleTime, NotTogetherWith } from '../../schedule/dto/schedule-time';

/**
 * PATCH /api/admin/blog/posts/:id: Publish / Unpublish (spec: `{published}`, which also clears a schedule),
 * or schedule (issue 17: `{publishAt}` in the future; `{publishAt: null}` unschedules). One of the two.
 */
export class SetPublishedDto {
  @ValidateIf((body: SetPublishedDto) => body.publishAt === undefined || body.published !== undefined)
  @IsBoolean({ message: 'published must be true or false' })
  @ApiPropertyOptional({ description: 'Publish (true) or unpublish (false) now; clears any schedule' })
  published?: boolean;

  @ValidateIf((body: SetPublishedDto) => body.publishAt !== undefined)
  @NotTogetherWith('published')
  @IsScheduleTime()
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Schedule the unpublished post to go live at this time (ISO 8601 with a zone, in the future, within two years); null unschedules',
  })
  publishAt?: string | null;
}
