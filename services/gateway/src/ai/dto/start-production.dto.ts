import { BLOG_CATEGORIES, parseKeywords } from '@app/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsPositive, IsString, Max, MaxLength } from 'class-validator';
import { MAX_ID } from '../../posts/post-id.pipe';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Either a new article ({title, excerpt, category, keywords}) or an existing draft ({postId}). */
export class StartProductionDto {
  @IsOptional()
  @IsInt({ message: 'postId must be a post id' })
  @IsPositive({ message: 'postId must be a post id' })
  @Max(MAX_ID, { message: 'postId must be a post id' })
  postId?: number;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  excerpt?: string;

  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: string;

  @IsOptional()
  @Transform(({ value }) => parseKeywords(value))
  keywords?: string[];
}
