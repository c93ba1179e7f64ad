import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto';
import type { AgeingSort } from '../post-refresh.repository';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JobStartedDto } from '../../ai/dto/production-response.dto';
import type { AgeingPage } from '../post-refresh.service';

/** 'Refresh with AI': optional notes for the writer (what changed since the post was written); the worker trims them. */
export class RefreshPostDto {
  @IsOptional()
  @IsString({ message: 'notes must be text' })
  @MaxLength(2000, { message: 'notes must be at most 2000 characters' })
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'What the refresh should take into account' })
  notes?: string | null;
}

export class AgeingPostDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'The last change to the post' }) updatedAt!: Date;
  @ApiProperty({ description: 'Whole days since the last change' }) ageDays!: number;
  // Always sent (reading analytics, issue 31); documented optional so clients written before still type-check.
  @ApiPropertyOptional({ description: 'Readers (daily unique visitors summed) in the latest 30 days' }) readers!: number;
  @ApiPropertyOptional({ description: 'Readers in the 30 days before those' }) previousReaders!: number;
  @ApiPropertyOptional({ description: 'previousReaders - readers, 0 when it did not lose any' }) lostReaders!: number;
}

const AGEING_SORTS: AgeingSort[] = ['lost', 'age'];

/** The ageing list's page, and its order: most readers lost month on month first (default), or oldest first. */
export class AgeingQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(AGEING_SORTS, { message: 'sort must be lost or age' })
  @ApiPropertyOptional({ enum: AGEING_SORTS, default: 'lost', description: 'lost: most readers lost month on month first, then oldest; age: oldest first' })
  sort?: AgeingSort;
}

export class AgeingPageDto implements AgeingPage {
  @ApiProperty({ description: 'POST_AGEING_DAYS: a live post unchanged for this many days is ageing' }) ageingDays!: number;
  @ApiPropertyOptional({ enum: AGEING_SORTS, description: 'The order of the items (always sent)' }) sort!: AgeingSort;
  @ApiProperty({ type: [AgeingPostDto], description: 'Published posts unchanged for ageingDays or more, in the order asked' }) items!: AgeingPostDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Ageing posts in all' }) total!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The page to ask for next; null on the last one' }) next!: number | null;
}

export class RefreshStartedDto extends JobStartedDto {
  @ApiProperty({ description: 'The live post the proposal will be made over' }) postId!: number;
}
