import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Request Changes: the feedback (spec), and optionally the one `##` section to rewrite (by its heading text). */
export class ReviseProductionDto {
  @Transform(trim)
  @IsString({ message: 'feedback must be text' })
  @IsNotEmpty({ message: 'Describe the changes you would like to see' })
  @MaxLength(4000)
  @ApiProperty({ maxLength: 4000 })
  feedback!: string;

  /** The heading of one `##` section, without `## `; absent or null rewrites the whole article. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'section must be the heading text of one ## section, or null for the whole article' })
  @MaxLength(300, { message: 'section must be at most 300 characters' })
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, description: 'The heading of one ## section; absent or null rewrites the whole article' })
  section?: string | null;
}
