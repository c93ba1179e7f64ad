import { BLOG_CATEGORIES } from '@app/shared';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CreatePostInput } from '../posts.types';
import { IfPresent, IsImageReference, IsKeywordList, KeywordsInput, POST_FIELD_LIMITS as LIMITS } from './post-fields';

/**
 * POST /api/admin/blog/posts. The front end sends {title, slug, excerpt, content, category,
 * metaDescription, estimatedReadTime: 5, keywords: '[]', published: false}.
 */
export class CreatePostDto implements CreatePostInput {
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(LIMITS.title)
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.slug)
  slug?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.excerpt)
  excerpt?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.content)
  content?: string;

  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category!: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.author)
  author?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.metaDescription)
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  featuredImage?: string | null;

  @IsOptional()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(LIMITS.readTimeMinutes)
  estimatedReadTime?: number;

  @IsOptional()
  @IsKeywordList()
  keywords?: KeywordsInput;

  @IfPresent()
  @IsBoolean()
  published?: boolean;
}
