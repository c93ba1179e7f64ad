import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { CachedBody, GZIP_MIN_BYTES } from './cached-json';

/** A gzip member header as node's gzip writes it: deflate, no flags, no mtime, OS "Unix". */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** The most a stored deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;

/**
 * A pre-built body with one slot that each request fills: the 404 pages, one render for every
 * missing path but for the small data block that names it. Both sides are compressed once; a
 * request adds only its own few bytes, as stored (uncompressed) deflate blocks between them, so it
 * costs no render and no compression of the page.
 */
export interface SplicedBody {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly before: Buffer;
  readonly after: Buffer;
  /** Hash of both sides, a prefix of every filled body's validator. */
  readonly hash: string;
  /** Raw deflate of `before`, ended by a full flush (byte-aligned, not final, no reference beyond it); null below GZIP_MIN_BYTES. */
  readonly deflatedBefore: Buffer | null;
  /** Raw deflate of `after`, with the final block. */
  readonly deflatedAfter: Buffer | null;
  readonly beforeCrc: number;
}

export function toSplicedBody(before: string, after: string, contentType: string, cacheControl: string, status: number): SplicedBody {
  const beforeBytes = Buffer.from(before, 'utf8');
  const afterBytes = Buffer.from(after, 'utf8');
  const gzip = beforeBytes.length + afterBytes.length >= GZIP_MIN_BYTES;
  return {
    status,
    contentType,
    cacheControl,
    before: beforeBytes,
    after: afterBytes,
    hash: createHash('sha256').update(beforeBytes).update('\0').update(afterBytes).digest('base64url'),
    deflatedBefore: gzip ? deflateRawSync(beforeBytes, { level: 6, finishFlush: constants.Z_FULL_FLUSH }) : null,
    deflatedAfter: gzip ? deflateRawSync(afterBytes, { level: 6 }) : null,
    beforeCrc: crc32(beforeBytes),
  };
}

/** The body with `middle` in its slot, as toCachedBody would serve it (identity and gzip, strong ETags). */
export function fillSlot(template: SplicedBody, middle: string): CachedBody {
  const middleBytes = Buffer.from(middle, 'utf8');
  const body = Buffer.concat([template.before, middleBytes, template.after]);
  // Unique per body: the sides are fixed by the template's hash, the rest is the middle itself.
  const hash = createHash('sha256').update(template.hash).update(middleBytes).digest('base64url').slice(0, 27);
  return {
    status: template.status,
    contentType: template.contentType,
    cacheControl: template.cacheControl,
    body,
    etag: `"${hash}"`,
    gzip: template.deflatedBefore && template.deflatedAfter ? gzipAround(template, middleBytes, body.length) : null,
    gzipEtag: `"${hash}-gz"`,
  };
}

/** One gzip member: the deflated sides around the middle's stored blocks, with the CRC and size of the whole body. */
function gzipAround(template: SplicedBody, middle: Buffer, size: number): Buffer {
  const crc = crc32(template.after, crc32(middle, template.beforeCrc));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, template.deflatedBefore!, ...storedBlocks(middle), template.deflatedAfter!, trailer]);
}

/**
 * RFC 1951 §3.2.4 stored blocks (not final). The stream before ends byte-aligned (full flush), so
 * each block header is one zero byte (BFINAL 0, BTYPE 00, padding), then LEN and its complement.
 */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += STORED_BLOCK_MAX) {
    const chunk = data.subarray(offset, offset + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}
