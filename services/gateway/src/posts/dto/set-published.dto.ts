import { IsBoolean } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** PATCH /api/admin/blog/posts/:id: Publish / Unpublish. */
export class SetPublishedDto {
  @IsBoolean({ message: 'published must be true or false' })
  @ApiProperty()
  published!: boolean;
}
