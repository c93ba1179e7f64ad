import { BLOG_CATEGORIES, MARKDOWN_MAX_NESTING } from '@app/site';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CreatePostInput } from '../posts.types';
import { IsWithinMarkdownNesting } from './markdown-content';
import { IfPresent, IsImageReference, IsKeywordList, KeywordsInput, POST_FIELD_LIMITS as LIMITS } from './post-fields';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * POST /api/admin/blog/posts. The front end sends {title, slug, excerpt, content, category,
 * metaDescription, estimatedReadTime: 5, keywords: '[]', published: false}.
 */
export class CreatePostDto implements CreatePostInput {
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(LIMITS.title)
  @ApiProperty({ maxLength: LIMITS.title })
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.slug)
  @ApiPropertyOptional({ maxLength: LIMITS.slug, description: 'Derived from the title when absent' })
  slug?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.excerpt)
  @ApiPropertyOptional({ maxLength: LIMITS.excerpt })
  excerpt?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.content)
  @IsWithinMarkdownNesting()
  @ApiPropertyOptional({ maxLength: LIMITS.content, description: `Markdown, nested at most ${MARKDOWN_MAX_NESTING} levels deep` })
  content?: string;

  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiProperty({ enum: BLOG_CATEGORIES })
  category!: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.author)
  @ApiPropertyOptional({ maxLength: LIMITS.author })
  author?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.metaDescription)
  @ApiPropertyOptional({ maxLength: LIMITS.metaDescription })
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL, a path on this site, or empty' })
  featuredImage?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.imageAlt)
  @ApiPropertyOptional({ maxLength: LIMITS.imageAlt, description: "The featured image's alt text" })
  featuredImageAlt?: string;

  @IsOptional()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(LIMITS.readTimeMinutes)
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.readTimeMinutes })
  estimatedReadTime?: number;

  @IsOptional()
  @IsKeywordList()
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }], description: 'An array, a JSON-encoded array or a comma-separated string', example: ['editing'] })
  keywords?: KeywordsInput;

  @IfPresent()
  @IsBoolean()
  @ApiPropertyOptional()
  published?: boolean;
}
