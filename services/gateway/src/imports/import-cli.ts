import { applyImport, buildDataSourceOptions, finishImport, ImportReport, ImportsRepository } from '@app/contract';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ImportAnalyser } from './import-analyser';
import { DEFAULT_IMPORT_LIMITS } from './import-limits';

export interface ImportCliOptions {
  databaseUrl: string;
  file: string;
  dryRun?: boolean;
  log?: (line: string) => void;
}

function printReport(report: ImportReport, log: (line: string) => void): void {
  log(`${report.fileName}: ${report.source ?? 'unknown'} export, ${report.posts.found} items: ${report.posts.toImport} to import, ${report.posts.toSkip} skipped`);
  for (const mapping of report.categoryMappings) log(`  category  ${mapping.from} -> ${mapping.to} (${mapping.how})`);
  for (const conflict of report.slugConflicts) log(`  slug      ${conflict.slug} -> ${conflict.resolvedTo} (${conflict.reason})`);
  const skipped = new Map<string, number>();
  for (const item of report.skipped) skipped.set(item.reason, (skipped.get(item.reason) ?? 0) + 1);
  for (const [reason, count] of skipped) log(`  skipped   ${count} x ${reason}`);
  log(`  images    ${report.images.found} found, ${report.images.inUpload} in the upload, ${report.images.remote.length} remote (kept as links), ${report.images.missing.length} missing`);
  for (const warning of report.warnings) log(`  warning   ${warning}`);
  for (const error of report.errors) log(`  ERROR     ${error}`);
}

/**
 * `npm run import -- <file|folder> [--dry-run]`: the studio's import without the queue. The same analysis
 * (dry run printed), then the same per-post apply the worker's job runs. Answers the exit code.
 */
export async function runImportCli(options: ImportCliOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataSource = new DataSource(buildDataSourceOptions(options.databaseUrl, { poolSize: 4 }));
  await dataSource.initialize();
  try {
    const { id, state, report } = await new ImportAnalyser(dataSource, { ...DEFAULT_IMPORT_LIMITS, maxUploadBytes: Number.MAX_SAFE_INTEGER }).analyse(
      options.file,
      path.basename(options.file),
    );
    printReport(report, log);
    if (state === 'refused') return 1;
    if (options.dryRun || !report.posts.toImport) {
      await new ImportsRepository(dataSource.manager).deleteRun(id);
      log(options.dryRun ? 'Dry run: nothing was imported.' : 'Nothing to import.');
      return 0;
    }
    await new ImportsRepository(dataSource.manager).updateRun(id, { state: 'started' });
    await applyImport(dataSource, id, { onProgress: async ({ done, total }) => log(`  imported ${done} of ${total}`) });
    const outcome = await dataSource.transaction((manager) => finishImport(manager, id, 'completed'));
    log(`Done: ${outcome.imported} imported, ${outcome.skipped} skipped, ${outcome.failed} failed.`);
    for (const failure of outcome.failures) log(`  failed    ${failure.title}: ${failure.error}`);
    log('A running gateway shows the new posts after its next write or restart (its public cache is per process).');
    return outcome.failed ? 1 : 0;
  } finally {
    await dataSource.destroy();
  }
}
