import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { DecimalInteger } from '../../common/decimal-integer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Matches, Min } from 'class-validator';
import {
  ALL_CATEGORIES,
  BLOG_CATEGORIES,
  POST_CURSOR_PATTERN,
  POSTS_PAGE_DEFAULT_LIMIT,
  POSTS_PAGE_MAX_LIMIT,
  POSTS_PAGE_MAX_QUERY,
  type PostsPage,
  type PostsPageQuery,
  type ImageSizes,
  type PublicPostSummary,
} from '@app/site';

/** The OpenAPI schema of ImageSizes: a stored image's width and height, by its path. */
export const IMAGE_SIZES_SCHEMA = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { width: { type: 'integer' }, height: { type: 'integer' } },
    required: ['width', 'height'],
  },
  description: 'The sizes of the stored images (/media/...) the post shows, by path: for srcset, width and height',
} satisfies ApiPropertyOptions;

const CATEGORY_FILTERS = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/** GET /api/blog/page: the blog's search and category filter over every published post, one page at a time. */
export class PostsPageQueryDto implements PostsPageQuery {
  @IsOptional()
  @IsString({ message: 'q must be a string' })
  @MaxLength(POSTS_PAGE_MAX_QUERY, { message: `q must be at most ${POSTS_PAGE_MAX_QUERY} characters` })
  @ApiPropertyOptional({ description: 'Search text: found in the title or the excerpt, case-insensitively', maxLength: POSTS_PAGE_MAX_QUERY })
  q?: string;

  @IsOptional()
  @IsIn(CATEGORY_FILTERS, { message: `category must be one of: ${CATEGORY_FILTERS.join(', ')}` })
  @ApiPropertyOptional({ enum: CATEGORY_FILTERS, default: ALL_CATEGORIES })
  category?: string;

  @IsOptional()
  @IsString({ message: 'cursor must be a string' })
  @Matches(POST_CURSOR_PATTERN, { message: 'cursor must be the next value of a previous page' })
  @ApiPropertyOptional({ description: "The previous page's next" })
  cursor?: string;

  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(POSTS_PAGE_MAX_LIMIT, { message: `limit must be at most ${POSTS_PAGE_MAX_LIMIT}` })
  @ApiPropertyOptional({ minimum: 1, maximum: POSTS_PAGE_MAX_LIMIT, default: POSTS_PAGE_DEFAULT_LIMIT })
  limit?: number;
}

export class PublicPostSummaryDto implements PublicPostSummary {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: "The excerpt, or the content's first 100 characters and '...'" }) excerpt!: string;
  @ApiProperty({ enum: BLOG_CATEGORIES }) category!: string;
  @ApiProperty() author!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: String, nullable: true }) featuredImage!: string | null;
  @ApiProperty() featuredImageAlt!: string;
  @ApiProperty({ description: 'Minutes' }) estimatedReadTime!: number;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty() published!: boolean;
  @ApiProperty() status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: string | null;
  @ApiProperty(IMAGE_SIZES_SCHEMA) imageSizes!: ImageSizes;
}

export class PostsPageDto implements PostsPage<PublicPostSummary> {
  @ApiProperty({ type: [PublicPostSummaryDto], description: 'Newest first; on the first page the first item is the featured post' })
  items!: PublicPostSummaryDto[];
  @ApiProperty({ description: 'Posts matching the filter, in all pages' }) total!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last' }) next!: string | null;
}
