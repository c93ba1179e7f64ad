import { Controller, Get, Logger, Res, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { writeExport } from './export-writer';

@ApiTags('Imports')
@ApiAdmin()
@Controller('api/admin/export')
@UseGuards(AdminSessionGuard)
export class ExportsController {
  private readonly logger = new Logger(ExportsController.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Everything as one zip (posts with front matter and revisions, media, brand kit, ideas, final texts, manifest.json), streamed' })
  @ApiProduces('application/zip')
  async download(@Res() res: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="hyperframe-export-${day}.zip"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await writeExport(this.dataSource, res);
    } catch (error) {
      // Headers are gone: a broken download is all that can be said (the client sees a truncated zip).
      this.logger.error(`export failed: ${(error as Error).message}`);
      res.destroy(error as Error);
    }
  }
}
