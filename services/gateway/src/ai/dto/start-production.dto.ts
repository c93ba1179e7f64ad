import { BLOG_CATEGORIES } from '@app/site';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsPositive, IsString, Max, MaxLength } from 'class-validator';
import { MAX_ID } from '../../posts/post-id.pipe';
import { IsKeywordList, KeywordsInput, POST_FIELD_LIMITS } from '../../posts/dto/post-fields';
import { ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Either a new article ({title, excerpt, category, keywords}) or an existing draft ({postId}). The fields
 * become the draft post's, so they have the post editor's limits.
 */
export class StartProductionDto {
  @IsOptional()
  @IsInt({ message: 'postId must be a post id' })
  @IsPositive({ message: 'postId must be a post id' })
  @Max(MAX_ID, { message: 'postId must be a post id' })
  @ApiPropertyOptional({ description: 'An existing draft; otherwise the fields below make a new one' })
  postId?: number;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(POST_FIELD_LIMITS.title)
  @ApiPropertyOptional({ maxLength: POST_FIELD_LIMITS.title })
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(POST_FIELD_LIMITS.excerpt)
  @ApiPropertyOptional({ maxLength: POST_FIELD_LIMITS.excerpt })
  excerpt?: string;

  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  category?: string;

  @IsOptional()
  @IsKeywordList()
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }], description: 'An array, a JSON-encoded array or a comma-separated string', example: ['editing'] })
  keywords?: KeywordsInput;
}
