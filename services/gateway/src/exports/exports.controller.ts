import { Controller, Get, HttpException, HttpStatus, Logger, Res, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { writeExport } from './export-writer';

export const EXPORT_BUSY_MESSAGE = 'An export is already being prepared. Try again once its download has finished.';

@ApiTags('Imports')
@ApiAdmin()
@Controller('api/admin/export')
@UseGuards(AdminSessionGuard)
export class ExportsController {
  private readonly logger = new Logger(ExportsController.name);
  /**
   * One export at a time per gateway: each reads every row and compresses every file, so a double
   * click (or a script) starting several at once would multiply that work for the same zip and slow
   * the public site's one event loop. Another request meanwhile gets 429 at once.
   */
  private exporting = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Everything as one zip (posts with front matter and revisions, media, brand kit, ideas, final texts, manifest.json), streamed' })
  @ApiProduces('application/zip')
  async download(@Res() res: Response): Promise<void> {
    if (this.exporting) throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: EXPORT_BUSY_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    this.exporting = true;
    try {
      await this.stream(res);
    } finally {
      this.exporting = false;
    }
  }

  private async stream(res: Response): Promise<void> {
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
