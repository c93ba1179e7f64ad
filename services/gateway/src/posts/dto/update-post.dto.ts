import { BLOG_CATEGORIES } from '@app/shared';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IfPresent, IsImageReference, IsKeywordList, KeywordsInput, POST_FIELD_LIMITS as LIMITS } from './post-fields';

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
  @MaxLength(LIMITS.title)
  title?: string;

  @IfPresent()
  @IsString()
  @IsNotEmpty({ message: 'slug must not be empty' })
  @MaxLength(LIMITS.slug)
  slug?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.excerpt)
  excerpt?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.content)
  content?: string;

  @IfPresent()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.author)
  author?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.metaDescription)
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  featuredImage?: string | null;

  @IfPresent()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(LIMITS.readTimeMinutes)
  estimatedReadTime?: number;

  @IfPresent()
  @IsKeywordList()
  keywords?: KeywordsInput;

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
