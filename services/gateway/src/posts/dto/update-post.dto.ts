import { BLOG_CATEGORIES } from '@app/shared';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IfPresent, IsImageReference, IsKeywordList } from './post-fields';

/**
 * PUT /api/admin/blog/posts/:id: the full edited post as the admin list returned it. Every field is
 * optional (absent = unchanged). id, createdAt, publishedAt and status are accepted and ignored (the
 * server owns them); updatedAt is the version the editor loaded (older than stored = 409).
 */
export class UpdatePostDto {
  @IsOptional()
  @IsInt()
  id?: number;

  @IfPresent()
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(300)
  title?: string;

  @IfPresent()
  @IsString()
  @IsNotEmpty({ message: 'slug must not be empty' })
  @MaxLength(200)
  slug?: string;

  @IfPresent()
  @IsString()
  @MaxLength(5000)
  excerpt?: string;

  @IfPresent()
  @IsString()
  @MaxLength(500_000)
  content?: string;

  @IfPresent()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: string;

  @IfPresent()
  @IsString()
  @MaxLength(120)
  author?: string;

  @IfPresent()
  @IsString()
  @MaxLength(1000)
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  featuredImage?: string | null;

  @IfPresent()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(600)
  estimatedReadTime?: number;

  @IfPresent()
  @IsKeywordList()
  keywords?: string | string[];

  @IfPresent()
  @IsBoolean()
  published?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  status?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'createdAt must be an ISO 8601 timestamp' })
  createdAt?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'updatedAt must be an ISO 8601 timestamp' })
  updatedAt?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO 8601 timestamp' })
  publishedAt?: string | null;
}
