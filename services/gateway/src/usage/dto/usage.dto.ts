import { IsOptional, Matches } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class UsageQueryDto {
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM, e.g. 2025-06' })
  @ApiPropertyOptional({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', example: '2025-06', description: 'UTC calendar month; default: the current one' })
  month?: string;
}

/** Spend and tokens of one group. */
export class UsageTotalsDto {
  @ApiProperty({ description: 'USD' }) costUsd!: number;
  @ApiProperty({ description: 'Every input token, cached ones included' }) inputTokens!: number;
  @ApiProperty() outputTokens!: number;
  @ApiProperty({ description: "Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate)" }) cacheReadTokens!: number;
  @ApiProperty({ description: "Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate)" }) cacheWriteTokens!: number;
  @ApiProperty({ description: 'Stages (provider calls) counted' }) calls!: number;
}

export class UsageByDayDto extends UsageTotalsDto {
  @ApiProperty({ format: 'date', example: '2025-06-01' }) day!: string;
}

export class UsageByProviderDto extends UsageTotalsDto {
  @ApiProperty({ example: 'anthropic' }) provider!: string;
}

export class UsageByModelDto extends UsageTotalsDto {
  @ApiProperty({ example: 'anthropic' }) provider!: string;
  @ApiProperty({ example: 'claude-sonnet-4-5' }) model!: string;
}

export class UsageByKindDto extends UsageTotalsDto {
  @ApiProperty({ example: 'produce-article', description: 'The job kind' }) kind!: string;
}

export class UsageByStageDto extends UsageTotalsDto {
  @ApiProperty({ example: 'draft' }) stage!: string;
}

export class UsageDto extends UsageTotalsDto {
  @ApiProperty({ example: '2025-06' }) month!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'AI_MONTHLY_BUDGET_USD; null: no limit' }) budgetUsd!: number | null;
  @ApiProperty({ description: 'USD held against the budget by AI stages running now (their estimated cost until the real one is recorded); 0 for a past month' })
  reservedUsd!: number;
  @ApiProperty({ type: [UsageByDayDto], description: 'Days with spend, oldest first' }) byDay!: UsageByDayDto[];
  @ApiProperty({ type: [UsageByProviderDto] }) byProvider!: UsageByProviderDto[];
  @ApiProperty({ type: [UsageByModelDto] }) byModel!: UsageByModelDto[];
  @ApiProperty({ type: [UsageByKindDto] }) byKind!: UsageByKindDto[];
  @ApiProperty({ type: [UsageByStageDto] }) byStage!: UsageByStageDto[];
}
