import { IsBoolean } from 'class-validator';

/** PATCH /api/admin/blog/posts/:id: Publish / Unpublish. */
export class SetPublishedDto {
  @IsBoolean({ message: 'published must be true or false' })
  published!: boolean;
}
