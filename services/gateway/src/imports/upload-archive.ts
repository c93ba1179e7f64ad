import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import yauzl, { Entry, ZipFile } from 'yauzl';
import { ImportFileError } from './import-errors';

/** Caps on what an upload may unpack to (a zip bomb stops at them, whatever its headers claim). */
export interface ArchiveLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
}

/** The files of an upload, by their path inside it: one file, or the entries of a zip. */
export interface UploadArchive {
  readonly isZip: boolean;
  paths(): string[];
  has(file: string): boolean;
  size(file: string): number;
  open(file: string): Promise<Readable>;
  read(file: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

/** Reads a stream whole, refusing it past `maxBytes` (counted, not trusted from a header). */
export async function readCapped(stream: Readable, maxBytes: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      stream.destroy();
      throw new ImportFileError(`${what} is larger than ${formatBytes(maxBytes)}: refused.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

class SingleFile implements UploadArchive {
  readonly isZip = false;
  constructor(
    private readonly name: string,
    private readonly file: string,
    private readonly bytes: number,
  ) {}
  paths(): string[] {
    return [this.name];
  }
  has(file: string): boolean {
    return file === this.name;
  }
  size(): number {
    return this.bytes;
  }
  open(): Promise<Readable> {
    return Promise.resolve(createReadStream(this.file));
  }
  read(file: string, maxBytes: number): Promise<Buffer> {
    return this.open().then((stream) => readCapped(stream, maxBytes, file));
  }
  close(): void {}
}

/** A folder on disk (the command line's `npm run import -- ./my-posts/`), its files by relative path. */
class FolderArchive implements UploadArchive {
  readonly isZip = true;
  constructor(
    private readonly root: string,
    private readonly files: Map<string, number>,
  ) {}
  paths(): string[] {
    return [...this.files.keys()];
  }
  has(file: string): boolean {
    return this.files.has(file);
  }
  size(file: string): number {
    return this.files.get(file) ?? 0;
  }
  open(file: string): Promise<Readable> {
    if (!this.files.has(file)) return Promise.reject(new ImportFileError(`${file} is not in the folder.`));
    return Promise.resolve(createReadStream(path.join(this.root, ...file.split('/'))));
  }
  read(file: string, maxBytes: number): Promise<Buffer> {
    return this.open(file).then((stream) => readCapped(stream, maxBytes, file));
  }
  close(): void {}
}

async function openFolder(root: string, limits: ArchiveLimits): Promise<UploadArchive> {
  const files = new Map<string, number>();
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) files.set(relative, (await stat(path.join(dir, entry.name))).size);
      if (files.size > limits.maxEntries) throw new ImportFileError(`The folder holds more than ${limits.maxEntries} files: refused.`);
    }
  };
  await walk(root, '');
  return new FolderArchive(root, files);
}

/** An entry name that would land outside the archive's folder, or is not a plain relative path. */
function unsafeEntryName(name: string): boolean {
  if (name.includes('\\') || name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.includes('\u0000')) return true;
  return name.split('/').some((part) => part === '..');
}

class ZipArchive implements UploadArchive {
  readonly isZip = true;
  constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly limits: ArchiveLimits,
  ) {}
  paths(): string[] {
    return [...this.entries.keys()];
  }
  has(file: string): boolean {
    return this.entries.has(file);
  }
  size(file: string): number {
    return this.entries.get(file)?.uncompressedSize ?? 0;
  }
  open(file: string): Promise<Readable> {
    const entry = this.entries.get(file);
    if (!entry) return Promise.reject(new ImportFileError(`${file} is not in the upload.`));
    return new Promise((resolve, reject) =>
      this.zip.openReadStream(entry, (error, stream) => (error ? reject(new ImportFileError(`${file} cannot be read from the zip: ${error.message}`)) : resolve(stream))),
    );
  }
  async read(file: string, maxBytes: number): Promise<Buffer> {
    return readCapped(await this.open(file), Math.min(maxBytes, this.limits.maxEntryBytes), file);
  }
  close(): void {
    this.zip.close();
  }
}

/** Whether the file starts like a zip (PK\x03\x04, or an empty archive's PK\x05\x06). */
async function isZipFile(file: string): Promise<boolean> {
  const stream = createReadStream(file, { start: 0, end: 3 });
  const head = await readCapped(stream, 4, 'The upload');
  return head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

/**
 * Opens an upload stored at `file` (its name as sent: `name`). A zip is checked before anything is read
 * from it: entry count, declared total size, and every entry's path (nothing absolute, no `..`); while
 * reading, yauzl checks each entry's real size against its header, so a lying header cannot unpack more.
 */
export async function openUpload(file: string, name: string, limits: ArchiveLimits): Promise<UploadArchive> {
  const info = await stat(file);
  if (info.isDirectory()) return openFolder(file, limits);
  const size = info.size;
  if (!(await isZipFile(file))) return new SingleFile(path.basename(name) || 'upload', file, size);
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: false }, (error, opened) =>
      error ? reject(new ImportFileError(`The zip cannot be read: ${error.message}.`)) : resolve(opened),
    ),
  );
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ImportFileError(`The zip holds ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted: refused.`);
    }
    const entries = new Map<string, Entry>();
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(new ImportFileError(`The zip is damaged: ${error.message}.`)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const name = (entry.fileName as unknown as Buffer).toString('utf8');
        if (unsafeEntryName(name)) {
          reject(new ImportFileError(`The zip holds an entry whose path leaves the archive (${name.slice(0, 120)}): refused.`));
          return;
        }
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes) {
          reject(new ImportFileError(`The zip unpacks to more than ${formatBytes(limits.maxTotalBytes)}: refused (a zip bomb, or too large to import).`));
          return;
        }
        if (entry.uncompressedSize > limits.maxEntryBytes) {
          reject(new ImportFileError(`${name} unpacks to ${formatBytes(entry.uncompressedSize)}; one file may be at most ${formatBytes(limits.maxEntryBytes)}: refused.`));
          return;
        }
        if (!name.endsWith('/') && !name.startsWith('__MACOSX/')) entries.set(name, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    return new ZipArchive(zip, entries, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
}
