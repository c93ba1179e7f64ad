import { BRAND_SPELLINGS, BrandFact, BrandKit, BrandKitContent, BrandKitRevision, BrandService, BrandSpelling } from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

/** How big the brand kit may grow: it travels in every AI prompt, so it stays prompt-sized. */
export const BRAND_KIT_LIMITS = Object.freeze({
  voiceRules: 40,
  facts: 200,
  services: 20,
  bannedPhrases: 300,
  ruleLength: 500,
  statementLength: 500,
  sourceLength: 300,
  nameLength: 100,
  descriptionLength: 1000,
  phraseLength: 100,
});

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

export class BrandFactDto implements BrandFact {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'a fact needs its statement' })
  @MaxLength(BRAND_KIT_LIMITS.statementLength)
  @ApiProperty({ maxLength: BRAND_KIT_LIMITS.statementLength, example: 'Our work has generated 55.8M+ views for clients.' })
  statement!: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BRAND_KIT_LIMITS.sourceLength)
  @ApiPropertyOptional({ maxLength: BRAND_KIT_LIMITS.sourceLength, description: 'Where the fact comes from; empty or absent when not known' })
  source?: string;
}

export class BrandServiceDto implements BrandService {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'a service needs its name' })
  @MaxLength(BRAND_KIT_LIMITS.nameLength)
  @ApiProperty({ maxLength: BRAND_KIT_LIMITS.nameLength })
  name!: string;

  @Transform(trim)
  @IsString()
  @MaxLength(BRAND_KIT_LIMITS.descriptionLength)
  @ApiProperty({ maxLength: BRAND_KIT_LIMITS.descriptionLength })
  description!: string;
}

/** PUT /api/admin/brand-kit: the whole kit as edited, and the version the edit started from (older = 409). */
export class UpdateBrandKitDto implements BrandKitContent {
  @IsInt({ message: 'version must be the whole number the brand kit had when you loaded it' })
  @Min(1)
  @Max(2_147_483_647)
  @ApiProperty({ minimum: 1, description: 'The version the edit started from; a newer stored version answers 409' })
  version!: number;

  @IsArray()
  @ArrayMaxSize(BRAND_KIT_LIMITS.voiceRules)
  @Transform(trimEach)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'voiceRules must not hold empty rules' })
  @MaxLength(BRAND_KIT_LIMITS.ruleLength, { each: true })
  @ApiProperty({ type: [String], maxItems: BRAND_KIT_LIMITS.voiceRules })
  voiceRules!: string[];

  @IsArray()
  @ArrayMaxSize(BRAND_KIT_LIMITS.facts)
  @ValidateNested({ each: true })
  @Type(() => BrandFactDto)
  @ApiProperty({ type: [BrandFactDto], maxItems: BRAND_KIT_LIMITS.facts })
  facts!: BrandFactDto[];

  @IsArray()
  @ArrayMaxSize(BRAND_KIT_LIMITS.services)
  @ValidateNested({ each: true })
  @Type(() => BrandServiceDto)
  @ApiProperty({ type: [BrandServiceDto], maxItems: BRAND_KIT_LIMITS.services })
  services!: BrandServiceDto[];

  @IsArray()
  @ArrayMaxSize(BRAND_KIT_LIMITS.bannedPhrases)
  @Transform(trimEach)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'bannedPhrases must not hold empty phrases' })
  @MaxLength(BRAND_KIT_LIMITS.phraseLength, { each: true })
  @ApiProperty({ type: [String], maxItems: BRAND_KIT_LIMITS.bannedPhrases })
  bannedPhrases!: string[];

  @IsIn(BRAND_SPELLINGS, { message: `spelling must be one of: ${BRAND_SPELLINGS.join(', ')}` })
  @ApiProperty({ enum: BRAND_SPELLINGS })
  spelling!: BrandSpelling;
}

export interface BrandKitView extends BrandKitContent {
  version: number;
  updatedAt: string;
}

export class BrandKitDto implements BrandKitView {
  @ApiProperty({ type: [String] }) voiceRules!: string[];
  @ApiProperty({ type: [BrandFactDto] }) facts!: BrandFactDto[];
  @ApiProperty({ type: [BrandServiceDto] }) services!: BrandServiceDto[];
  @ApiProperty({ type: [String] }) bannedPhrases!: string[];
  @ApiProperty({ enum: BRAND_SPELLINGS }) spelling!: BrandSpelling;
  @ApiProperty({ description: 'Counts the changes; a PUT sends back the version it edited' }) version!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export interface BrandKitRevisionView {
  id: number;
  version: number;
  reason: string;
  createdAt: string;
  snapshot: BrandKitContent;
}

export class BrandKitSnapshotDto implements BrandKitContent {
  @ApiProperty({ type: [String] }) voiceRules!: string[];
  @ApiProperty({ type: [BrandFactDto] }) facts!: BrandFactDto[];
  @ApiProperty({ type: [BrandServiceDto] }) services!: BrandServiceDto[];
  @ApiProperty({ type: [String] }) bannedPhrases!: string[];
  @ApiProperty({ enum: BRAND_SPELLINGS }) spelling!: BrandSpelling;
}

export class BrandKitRevisionDto implements BrandKitRevisionView {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The version the brand kit had before this change' }) version!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: BrandKitSnapshotDto }) snapshot!: BrandKitSnapshotDto;
}

export function toBrandKitView(kit: BrandKit): BrandKitView {
  return {
    voiceRules: kit.voiceRules,
    facts: kit.facts,
    services: kit.services,
    bannedPhrases: kit.bannedPhrases,
    spelling: kit.spelling,
    version: kit.version,
    updatedAt: kit.updatedAt.toISOString(),
  };
}

export function toBrandKitRevisionView(revision: BrandKitRevision): BrandKitRevisionView {
  return { id: revision.id, version: revision.version, reason: revision.reason, createdAt: revision.createdAt.toISOString(), snapshot: revision.snapshot };
}
