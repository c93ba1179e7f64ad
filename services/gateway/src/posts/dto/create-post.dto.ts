import { BLOG_CATEGORIES } from '@app/shared';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CreatePostInput } from '../posts.types';
import { IfPresent, IsImageReference, IsKeywordList } from './post-fields';

/**
 * POST /api/admin/blog/posts. The front end sends {title, slug, excerpt, content, category,
 * metaDescription, estimatedReadTime: 5, keywords: '[]', published: false}.
 */
export class CreatePostDto implements CreatePostInput {
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(300)
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  slug?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  excerpt?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  content?: string;

  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category!: string;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  author?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  metaDescription?: string;

  @IsOptional()
  @IsImageReference()
  featuredImage?: string | null;

  @IsOptional()
  @IsInt({ message: 'estimatedReadTime must be a whole number of minutes' })
  @Min(1, { message: 'estimatedReadTime must be a positive number of minutes' })
  @Max(600)
  estimatedReadTime?: number;

  @IsOptional()
  @IsKeywordList()
  keywords?: string | string[];

  @IfPresent()
  @IsBoolean()
  published?: boolean;
}
