import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JobStartedDto } from '../../ai/dto/production-response.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/admin/blog/posts/:id/rewrite-sentence ('Rewrite this sentence', issue 27): the sentence as the
 * readiness checks show it (a claim's `sentence`), and optionally what is wrong with it (the check's message).
 */
export class RewriteSentenceDto {
  @Transform(trim)
  @IsString({ message: 'sentence must be text' })
  @IsNotEmpty({ message: 'Name the sentence to rewrite' })
  @MaxLength(2000, { message: 'sentence must be at most 2000 characters' })
  @ApiProperty({ maxLength: 2000, description: "The sentence as the checks show it (the claim's sentence); found in the saved article byte-exactly or as a reader sees it" })
  sentence!: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'problem must be text' })
  @MaxLength(300, { message: 'problem must be at most 300 characters' })
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, description: "What is wrong with it, for the writer (the check item's message)" })
  problem?: string | null;
}

export class SentenceOriginalDto {
  @ApiProperty({ description: 'The sentence as the article holds it (markdown): what the rewrite replaces' }) original!: string;
}

/** 202: poll GET /api/ai/jobs/:id; its result says whether a proposal was made (outcome, message, proposalId). */
export class SentenceRewriteStartedDto extends JobStartedDto {
  @ApiProperty() postId!: number;
  @ApiProperty({ type: SentenceOriginalDto }) sentence!: SentenceOriginalDto;
}
