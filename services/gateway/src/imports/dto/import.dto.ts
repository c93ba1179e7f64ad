import { IMPORT_SOURCES, IMPORT_STATES, ImportRun } from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The OpenAPI shapes of the import API (issue 32); the views themselves are built in imports.service. */
export class CategoryMappingDto {
  @ApiProperty({ example: 'Editing Tips' }) from!: string;
  @ApiProperty({ example: 'Video Editing' }) to!: string;
  @ApiProperty({ enum: ['exact', 'keyword', 'default'] }) how!: 'exact' | 'keyword' | 'default';
}

export class ImportReportPostDto {
  @ApiProperty() position!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: "The source's identity of the item (WordPress guid, Ghost id, file path + slug)" }) importKey!: string;
  @ApiProperty({ description: 'The slug the post will have' }) slug!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The slug the source gave, when it had to change' }) sourceSlug!: string | null;
  @ApiProperty() category!: string;
  @ApiProperty({ type: [String] }) sourceCategories!: string[];
  @ApiProperty() author!: string;
  @ApiProperty() published!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Images of the upload it uses' }) images!: number;
  @ApiProperty({ type: [String], description: 'Old addresses that will answer 301 to /blog/<slug>' }) legacyPaths!: string[];
  @ApiProperty({ enum: ['create', 'skip'] }) action!: 'create' | 'skip';
  @ApiProperty({ type: String, nullable: true, description: 'Why it is skipped' }) reason!: string | null;
  @ApiProperty({ type: [String], description: 'What the conversion removed or changed' }) warnings!: string[];
}

export class SlugConflictDto {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() resolvedTo!: string;
  @ApiProperty() reason!: string;
}

export class ImportImagesDto {
  @ApiProperty() found!: number;
  @ApiProperty({ description: 'Found inside the upload and imported into the media store' }) inUpload!: number;
  @ApiProperty({ type: [String], description: 'Remote addresses: kept as they are, never fetched' }) remote!: string[];
  @ApiProperty({ type: [String], description: 'References the upload does not contain (or not an image)' }) missing!: string[];
}

export class ImportPostCountsDto {
  @ApiProperty() found!: number;
  @ApiProperty() toImport!: number;
  @ApiProperty() toSkip!: number;
}

export class SkippedPostDto {
  @ApiProperty() title!: string;
  @ApiProperty() reason!: string;
}

export class ImportFailureDto {
  @ApiProperty() title!: string;
  @ApiProperty() error!: string;
}

export class ImportOutcomeDto {
  @ApiProperty({ enum: IMPORT_STATES }) state!: ImportRun['state'];
  @ApiProperty() imported!: number;
  @ApiProperty() skipped!: number;
  @ApiProperty() failed!: number;
  @ApiProperty({ type: [ImportFailureDto] }) failures!: ImportFailureDto[];
}

export class ImportReportDto {
  @ApiProperty({ enum: IMPORT_SOURCES, nullable: true }) source!: string | null;
  @ApiProperty() fileName!: string;
  @ApiProperty({ type: ImportPostCountsDto }) posts!: ImportPostCountsDto;
  @ApiProperty({ type: [ImportReportPostDto] }) items!: ImportReportPostDto[];
  @ApiProperty({ type: [CategoryMappingDto] }) categoryMappings!: CategoryMappingDto[];
  @ApiProperty({ type: [SlugConflictDto] }) slugConflicts!: SlugConflictDto[];
  @ApiProperty({ type: ImportImagesDto }) images!: ImportImagesDto;
  @ApiProperty({ type: [SkippedPostDto] }) skipped!: SkippedPostDto[];
  @ApiProperty({ type: [String] }) warnings!: string[];
  @ApiProperty({ type: [String], description: 'Why the file is refused (state refused): it cannot be started' }) errors!: string[];
  @ApiPropertyOptional({ type: ImportOutcomeDto, nullable: true, description: 'What the job did, once it stopped' }) outcome!: ImportOutcomeDto | null;
}

export class ImportSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: IMPORT_SOURCES, nullable: true }) source!: string | null;
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: IMPORT_STATES, description: 'analysing, ready (dry run done, waiting for a start), refused, started, completed, failed, cancelled' })
  state!: ImportRun['state'];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The import job: GET /api/ai/jobs/{jobId} for progress, POST .../cancel to stop' })
  jobId!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: Date | null;
}

export class ImportDto extends ImportSummaryDto {
  @ApiProperty({ type: ImportReportDto }) report!: ImportReportDto;
}

export class ImportStartedDto {
  @ApiProperty({ format: 'uuid' }) importId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
}

export class ImportUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A WordPress export (.xml), a Ghost export (.json), a markdown file, or a zip of any of them with their images' })
  file!: unknown;
}
