import { BlogPost } from '@app/contract';
import { BLOG_CATEGORIES } from '@app/site';
import { ApiProperty } from '@nestjs/swagger';
import { Page } from '../../common/dto/page-query.dto';
import { PublicPost, toPost, toPostSummary } from '../../blog/dto/post-response.dto';
import { PostWithoutContent } from '../posts.types';

/** The public shape plus the schedule (issue 17), which only the studio sees. */
export type AdminPost = Omit<PublicPost, 'imageSizes'> & { publishAt: string | null };
/** A post in a page of the admin list: everything but the content (GET /api/admin/blog/posts/:id has it). */
export type AdminPostSummary = Omit<AdminPost, 'content'>;

/** Admin views keep the stored excerpt (the public fallback excerpt must not be saved back by an edit). */
export function toAdminPost(post: BlogPost): AdminPost {
  const { imageSizes: _public, ...fields } = toPost(post);
  return { ...fields, excerpt: post.excerpt, publishAt: post.publishAt?.toISOString() ?? null };
}

export function toAdminPostSummary(post: PostWithoutContent): AdminPostSummary {
  // The stored excerpt replaces the fallback, so the content the summary lacks is never needed.
  const { imageSizes: _public, ...fields } = toPostSummary({ ...post, content: '' });
  return { ...fields, excerpt: post.excerpt, publishAt: post.publishAt?.toISOString() ?? null };
}

// The schemas of the OpenAPI document (the front end's generated types); `implements` keeps them the wire's.

export class AdminPostSummaryDto implements AdminPostSummary {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ enum: BLOG_CATEGORIES }) category!: string;
  @ApiProperty() author!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: String, nullable: true }) featuredImage!: string | null;
  @ApiProperty({ description: "The featured image's alt text ('' when none)" }) featuredImageAlt!: string;
  @ApiProperty({ description: 'Minutes' }) estimatedReadTime!: number;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty() published!: boolean;
  @ApiProperty({ example: 'draft' }) status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'The version an edit must send back (older = 409)' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When this unpublished post goes live by itself; null when not scheduled' })
  publishAt!: string | null;
}

export class AdminPostDto extends AdminPostSummaryDto implements AdminPost {
  @ApiProperty({ description: 'Markdown' }) content!: string;
}

/** What a save answers: the post, and the image job of a new cover a rename proposed (issue 28). */
export type SavedPost = AdminPost & { coverJobId: string | null };

export class SavedPostDto extends AdminPostDto implements SavedPost {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Set when the save renamed the post and its cover (a design) shows the old title: the image job proposing a new cover; the proposal waits for an accept',
  })
  coverJobId!: string | null;
}

export class AdminPostPageDto implements Page<AdminPostSummary> {
  @ApiProperty({ type: [AdminPostSummaryDto] }) items!: AdminPostSummaryDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
}

export class DeletedPostDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: [true] }) deleted!: true;
  @ApiProperty({ description: 'Undo: POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore brings the post back' }) revisionId!: number;
}
