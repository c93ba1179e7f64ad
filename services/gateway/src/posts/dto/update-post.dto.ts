import { BLOG_CATEGORIES, MARKDOWN_MAX_NESTING } from '@app/site';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsWithinMarkdownNesting } from './markdown-content';
import { IfPresent, IsImageReference, IsKeywordList, KeywordsInput, POST_FIELD_LIMITS as LIMITS } from './post-fields';
import { ApiPropertyOptional } from '@nestjs/swagger';

/**
 * PUT /api/admin/blog/posts/:id: the full edited post as the admin list returned it. Every field is
 * optional (absent = unchanged). id, createdAt, publishAt and status are accepted and ignored (the server
 * owns them; a schedule changes through PATCH); publishedAt as loaded changes nothing, a new one backdates a
 * live post; updatedAt is the version the editor loaded (older than stored = 409).
 */
export class UpdatePostDto {
  @IsOptional()
  @IsInt()
  @ApiPropertyOptional({ description: 'Ignored' })
  id?: number;

  @IfPresent()
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(LIMITS.title)
  @ApiPropertyOptional({ maxLength: LIMITS.title })
  title?: string;

  @IfPresent()
  @IsString()
  @IsNotEmpty({ message: 'slug must not be empty' })
  @MaxLength(LIMITS.slug)
  @ApiPropertyOptional({
    maxLength: LIMITS.slug,
    description: "Lowercase letters, digits and single hyphens (400 otherwise); another post's slug or old address is a 409. A live post's old slug keeps answering 301 to the new one",
  })
  slug?: string;

  @IsOptional()
  @IsBoolean({ message: 'takeOldSlug must be true or false' })
  @ApiPropertyOptional({ description: "Take a slug that is another post's old address: its old link then opens this post instead of redirecting" })
  takeOldSlug?: boolean;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.excerpt)
  @ApiPropertyOptional({ maxLength: LIMITS.excerpt })
  excerpt?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.content)
  @IsWithinMarkdownNesting()
  @ApiPropertyOptional({ maxLength: LIMITS.content, description: `Markdown, nested at most ${MARKDOWN_MAX_NESTING} levels deep` })
  content?: string;

  @IfPresent()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  category?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.author)
  @ApiPropertyOptional({ maxLength: LIMITS.author })
  author?: string;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.metaDescription)
  @ApiPropertyOptional({ maxLength: LIMITS.metaDescription })
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL, a path on this site, or empty' })
  featuredImage?: string | null;

  @IfPresent()
  @IsString()
  @MaxLength(LIMITS.imageAlt)
  @ApiPropertyOptional({ maxLength: LIMITS.imageAlt, description: "The featured image's alt text" })
  featuredImageAlt?: string;

  @IfPresent()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(LIMITS.readTimeMinutes)
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.readTimeMinutes })
  estimatedReadTime?: number;

  @IfPresent()
  @IsKeywordList()
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }], description: 'An array, a JSON-encoded array or a comma-separated string', example: ['editing'] })
  keywords?: KeywordsInput;

  @IfPresent()
  @IsBoolean()
  @ApiPropertyOptional()
  published?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  @ApiPropertyOptional({ description: 'Ignored' })
  status?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'createdAt must be an ISO 8601 timestamp' })
  @ApiPropertyOptional({ format: 'date-time', description: 'Ignored' })
  createdAt?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'updatedAt must be an ISO 8601 timestamp' })
  @ApiPropertyOptional({ format: 'date-time', description: 'The version the editor loaded; an older one than stored answers 409' })
  updatedAt?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO 8601 timestamp' })
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'As loaded: no change. Another time backdates a live post (not in the future, not before 2000); 400 for a draft',
  })
  publishedAt?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Ignored (a previous save answered it)' })
  coverJobId?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishAt must be an ISO 8601 timestamp' })
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Ignored: schedule with PATCH {publishAt}' })
  publishAt?: string | null;
}
