import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ImportReport, ImportRun, ImportsRepository, JobName } from '@app/contract';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { ImportAnalyser } from './import-analyser';
import { DEFAULT_IMPORT_LIMITS, ImportLimits } from './import-limits';
import { receiveUpload } from './upload-receiver';

export interface ImportView {
  id: string;
  source: ImportRun['source'] | null;
  fileName: string;
  state: ImportRun['state'];
  jobId: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  report: ImportReport;
}

export type ImportSummary = Omit<ImportView, 'report'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLOSED_STATES: ReadonlyArray<ImportRun['state']> = ['ready', 'refused', 'completed', 'failed', 'cancelled'];

function toView(run: ImportRun): ImportView {
  const report = run.report as unknown as ImportReport;
  return { id: run.id, source: report.source, fileName: run.fileName, state: run.state, jobId: run.jobId, createdAt: run.createdAt, finishedAt: run.finishedAt, report };
}

/**
 * Imports in the studio (issue 32): upload → dry-run report (nothing of the blog changes) → start → the
 * import-posts job applies it post by post (GET /api/ai/jobs/:jobId for progress, its cancel to stop).
 */
@Injectable()
export class ImportsService {
  private readonly limits: ImportLimits;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'importMaxUploadBytes'>,
  ) {
    this.limits = { ...DEFAULT_IMPORT_LIMITS, maxUploadBytes: config.importMaxUploadBytes };
  }

  /** Receives the file (streamed, capped) and analyses it; a refused file answers its report too (state `refused`). */
  async upload(req: Request): Promise<ImportView> {
    const upload = await receiveUpload(req, this.limits.maxUploadBytes);
    try {
      const { id } = await new ImportAnalyser(this.dataSource, this.limits).analyse(upload.file, upload.fileName);
      return this.findOne(id);
    } finally {
      await upload.discard();
    }
  }

  async findOne(id: string): Promise<ImportView> {
    const run = UUID.test(id) ? await new ImportsRepository(this.dataSource.manager).findRun(id) : null;
    if (!run) throw new NotFoundException('Import not found');
    return toView(run);
  }

  async list(): Promise<ImportSummary[]> {
    const runs = await new ImportsRepository(this.dataSource.manager).listRuns(50);
    return runs.map((run) => ({ id: run.id, source: run.source, fileName: run.fileName, state: run.state, jobId: run.jobId, createdAt: run.createdAt, finishedAt: run.finishedAt }));
  }

  /** The confirm: 202 with the job to poll. 409 unless the import is analysed and waiting, with posts to import. */
  async start(id: string, requestId?: string): Promise<{ importId: string; jobId: string }> {
    await this.findOne(id);
    return this.jobs.start(
      {
        name: JobName.ImportPosts,
        spendsAi: false,
        prepare: async (manager, jobId) => {
          const repository = new ImportsRepository(manager);
          const run = await repository.lockRun(id);
          if (!run) throw new NotFoundException('Import not found');
          if (run.state === 'refused') throw new ConflictException('This file was refused (see the report\'s errors): upload a corrected file.');
          if (run.state !== 'ready') throw new ConflictException(`This import is ${run.state}: only an analysed import can be started, once.`);
          const report = run.report as unknown as ImportReport;
          if (!report.posts.toImport) throw new ConflictException('Nothing to import: every post of this file is skipped (see the report).');
          await repository.updateRun(id, { state: 'started', jobId });
          return { data: { importId: id }, response: { importId: id } };
        },
        onUnavailable: async (manager) => {
          await new ImportsRepository(manager).updateRun(id, { state: 'ready', jobId: null });
        },
      },
      requestId,
    );
  }

  /** Drops an import's staged posts and images (a running one must be cancelled first). */
  async discard(id: string): Promise<void> {
    const run = await this.findOne(id);
    if (!CLOSED_STATES.includes(run.state)) throw new ConflictException(`This import is ${run.state}: cancel its job first.`);
    await new ImportsRepository(this.dataSource.manager).deleteRun(id);
  }
}
