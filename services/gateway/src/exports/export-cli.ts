import { buildDataSourceOptions } from '@app/contract';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { writeExport } from './export-writer';

/** `npm run export -- <file.zip>`: the same zip as GET /api/admin/export, written to a file (atomically). */
export async function runExportCli(options: { databaseUrl: string; file: string; log?: (line: string) => void }): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataSource = new DataSource(buildDataSourceOptions(options.databaseUrl, { poolSize: 2 }));
  await dataSource.initialize();
  const partial = `${options.file}.partial`;
  try {
    const counts = await writeExport(dataSource, createWriteStream(partial));
    await rename(partial, options.file);
    log(`Exported ${counts.posts} posts and ${counts.media} images to ${options.file}`);
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await dataSource.destroy();
  }
}
