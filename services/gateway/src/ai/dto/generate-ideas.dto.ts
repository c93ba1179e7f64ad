import { IdeaSettings } from '@app/contract';
import { BLOG_CATEGORIES } from '@app/site';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_ID } from '../../posts/post-id.pipe';
import { IsKeywordList, KeywordsInput } from '../../posts/dto/post-fields';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The most articles "more like these" starts from. */
export const MORE_LIKE_THESE_MAX = 10;
/** How many best performers are taken when none are named. */
export const MORE_LIKE_THESE_DEFAULT = 5;

/**
 * "More like these" (reading analytics, issue 31): start from the best-performing articles, their figures
 * in the prompt. Name the articles (e.g. picked in the Performance view), or leave them out for the
 * articles with the most readers over the window.
 */
export class MoreLikeTheseDto {
  @IsOptional()
  @IsArray({ message: 'moreLikeThese.postIds must be a list of post ids' })
  @ArrayMinSize(1, { message: 'moreLikeThese.postIds must name at least one post' })
  @ArrayMaxSize(MORE_LIKE_THESE_MAX, { message: `moreLikeThese.postIds must name at most ${MORE_LIKE_THESE_MAX} posts` })
  @ArrayUnique({ message: 'moreLikeThese.postIds must not repeat a post' })
  @IsInt({ each: true, message: 'moreLikeThese.postIds must be post ids' })
  @Min(1, { each: true, message: 'moreLikeThese.postIds must be post ids' })
  @Max(MAX_ID, { each: true, message: 'moreLikeThese.postIds must be post ids' })
  @ApiPropertyOptional({ type: [Number], maxItems: MORE_LIKE_THESE_MAX, description: `Published posts to start from; by default the ${MORE_LIKE_THESE_DEFAULT} with the most readers over the window` })
  postIds?: number[];

  @IsOptional()
  @IsIn([7, 30, 90], { message: 'moreLikeThese.days must be 7, 30 or 90' })
  @ApiPropertyOptional({ enum: [7, 30, 90], default: 30, description: 'The window the figures are read over' })
  days?: 7 | 30 | 90;
}

/** Spec §3 idea generation settings: topic, keywords, targetLength, tone, industry (the category). */
export class GenerateIdeasDto {
  @Transform(trim)
  @IsString({ message: 'topic must be text' })
  @IsNotEmpty({ message: 'Enter a topic to generate ideas' })
  @MaxLength(300)
  @ApiProperty({ maxLength: 300 })
  topic!: string;

  /** An array, a JSON-encoded array or a comma-separated string (spec §3), with the post editor's limits. */
  @IsOptional()
  @IsKeywordList()
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }], description: 'An array, a JSON-encoded array or a comma-separated string', example: ['editing'] })
  keywords?: KeywordsInput;

  @IsOptional()
  @IsIn(['short', 'medium', 'long'], { message: 'targetLength must be short, medium or long' })
  @ApiPropertyOptional({ enum: ['short', 'medium', 'long'], default: 'medium' })
  targetLength: IdeaSettings['targetLength'] = 'medium';

  @IsOptional()
  @IsIn(['professional', 'casual', 'technical'], { message: 'tone must be professional, casual or technical' })
  @ApiPropertyOptional({ enum: ['professional', 'casual', 'technical'], default: 'professional' })
  tone: IdeaSettings['tone'] = 'professional';

  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `industry must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES, default: 'Video Editing' })
  industry: string = 'Video Editing';

  @IsOptional()
  @ValidateNested()
  @Type(() => MoreLikeTheseDto)
  @ApiPropertyOptional({ type: MoreLikeTheseDto, description: 'Start from the best-performing articles (their reading figures go into the prompt)' })
  moreLikeThese?: MoreLikeTheseDto;
}
