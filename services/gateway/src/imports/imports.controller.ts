import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { ImportDto, ImportStartedDto, ImportSummaryDto, ImportUploadDto } from './dto/import.dto';
import { ImportSummary, ImportsService, ImportView } from './imports.service';

@ApiTags('Imports')
@ApiAdmin()
@Controller('api/admin/imports')
@UseGuards(AdminSessionGuard)
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @ApiOperation({
    summary:
      'Upload an export and get its dry-run report (nothing is imported yet). 201 with state ready, or refused with the errors; 413 past IMPORT_MAX_UPLOAD_MB',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportUploadDto })
  @ApiCreatedResponse({ type: ImportDto })
  upload(@Req() req: Request): Promise<ImportView> {
    return this.imports.upload(req);
  }

  @Get()
  @ApiOkResponse({ type: [ImportSummaryDto] })
  list(): Promise<ImportSummary[]> {
    return this.imports.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'An import with its report (the outcome is added once its job stopped)' })
  @ApiOkResponse({ type: ImportDto })
  findOne(@Param('id', ParseUUIDPipe) id: string): Promise<ImportView> {
    return this.imports.findOne(id);
  }

  @Post(':id/start')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Confirm: the import job applies the report, post by post. Poll GET /api/ai/jobs/{jobId}; cancel with POST /api/ai/jobs/{jobId}/cancel' })
  @ApiAcceptedResponse({ type: ImportStartedDto })
  start(@Param('id', ParseUUIDPipe) id: string, @RequestId() requestId?: string): Promise<{ importId: string; jobId: string }> {
    return this.imports.start(id, requestId);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Discard an import's staged posts and images (posts already imported stay); 409 while its job runs" })
  @ApiNoContentResponse()
  discard(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.imports.discard(id);
  }
}
