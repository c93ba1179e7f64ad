import { IdeaSettings } from '@app/contract';
import { BLOG_CATEGORIES } from '@app/site';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsKeywordList, KeywordsInput } from '../../posts/dto/post-fields';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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
}
