import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applyImport, finishImport, ImportPostsJob, ImportStoppedError, JobName } from '@app/contract';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { InvalidJobError, JobHandler } from '../job-handler';
import { CANCELLED_MESSAGE, JobCancelledError, JobRun, JobRunService } from '../job-run.service';

/**
 * Issue 32: applies an analysed import (the gateway staged its posts and images) post by post, each post
 * atomic; progress after every batch; a cancel stops it at the next batch (posts imported so far stay).
 * A retry resumes with the posts still pending; a post an earlier import made is skipped, never doubled.
 */
@Injectable()
export class ImportPostsHandler implements JobHandler<JobName.ImportPosts> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runs: JobRunService,
  ) {}

  async handle(job: Job<ImportPostsJob>, run: JobRun): Promise<Record<string, unknown>> {
    const importId = job.data.importId;
    if (typeof importId !== 'string' || !importId) throw new InvalidJobError('The import job names no import');
    await run.progress(1, 'Importing posts');
    try {
      await applyImport(this.dataSource, importId, {
        shouldStop: () => this.runs.cancelRequested(run.row.id),
        onProgress: ({ done, total }) => run.progress(Math.min(99, Math.round((100 * done) / Math.max(1, total))), `Imported ${done} of ${total} posts`),
      });
    } catch (error) {
      if (error instanceof ImportStoppedError) {
        await this.runs.markCancelled(run.row.id);
        throw new JobCancelledError();
      }
      throw error;
    }
    return run.complete(async (manager) => {
      const outcome = await finishImport(manager, importId, 'completed');
      return { result: { importId, imported: outcome.imported, skipped: outcome.skipped, failed: outcome.failed } };
    });
  }

  /** A stopped import says so on its run (cancelled by the admin, or failed for good). */
  async onFailed(job: Job<ImportPostsJob>, message: string): Promise<void> {
    if (typeof job.data.importId !== 'string') return;
    await this.dataSource
      .transaction((manager) => finishImport(manager, job.data.importId, message === CANCELLED_MESSAGE ? 'cancelled' : 'failed'))
      .catch(() => undefined);
  }
}
