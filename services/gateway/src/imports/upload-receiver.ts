import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatBytes } from './upload-archive';

export interface ReceivedUpload {
  file: string;
  fileName: string;
  bytes: number;
  /** Deletes the temporary copy. */
  discard(): Promise<void>;
}

export function uploadTooLarge(maxBytes: number): HttpException {
  return new HttpException(
    { statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message: `The file is larger than ${formatBytes(maxBytes)}, the largest import accepted. Split the export, or leave the images out.` },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

/**
 * Streams a multipart upload's `file` field to a temporary file, counting as it goes: a declared length over
 * the cap is refused before anything is read, and a body that grows past it stops at the cap (413). Nothing
 * is held in memory beyond the stream's chunks.
 */
export async function receiveUpload(req: Request, maxBytes: number): Promise<ReceivedUpload> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  // The multipart wrapper adds a little: a declared body more than 1 MB over the cap cannot hold a file under it.
  if (Number.isFinite(declared) && declared > maxBytes + 1024 * 1024) throw uploadTooLarge(maxBytes);
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    throw new BadRequestException('Send the export as multipart/form-data with the file in the field "file".');
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hf-import-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    return await new Promise<ReceivedUpload>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024 } });
      } catch (error) {
        reject(new BadRequestException(`The upload cannot be read: ${(error as Error).message}`));
        return;
      }
      let received: Promise<ReceivedUpload> | null = null;
      parser.on('file', (field, stream, info) => {
        if (field !== 'file' || received) {
          stream.resume();
          return;
        }
        const fileName = path.basename(info.filename || 'upload').slice(0, 300);
        const target = path.join(folder, 'upload');
        let bytes = 0;
        let truncated = false;
        stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
        stream.on('limit', () => {
          truncated = true;
          req.unpipe(parser);
          stream.destroy();
        });
        received = pipeline(stream, createWriteStream(target)).then(
          () => {
            if (truncated) throw uploadTooLarge(maxBytes);
            return { file: target, fileName, bytes, discard };
          },
          (error: unknown) => {
            throw truncated ? uploadTooLarge(maxBytes) : error;
          },
        );
        received.then(resolve, reject);
      });
      parser.on('error', (error: Error) => reject(new BadRequestException(`The upload cannot be read: ${error.message}`)));
      parser.on('close', () => {
        if (!received) reject(new BadRequestException('No file in the upload: send it in the field "file".'));
      });
      req.on('aborted', () => reject(new BadRequestException('The upload was interrupted.')));
      req.pipe(parser);
    });
  } catch (error) {
    await discard();
    throw error;
  }
}
