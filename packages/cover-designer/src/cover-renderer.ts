import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { buildCoverSvg, COVER_HEIGHT, COVER_WIDTH, CoverInput } from './cover-design';
import { CoverRasterThread, RasterOptions } from './cover-raster-thread';
import { COVER_FONT_FAMILY, coverFontFiles } from './fonts';

export interface RenderedCover {
  png: Buffer;
  width: typeof COVER_WIDTH;
  height: typeof COVER_HEIGHT;
  svg: string;
}

/**
 * The offline cover designer: a branded 1200x630 PNG for a post. Fonts come from the bundled Inter files
 * only, so the same input gives the same pixels on every machine.
 */
export function renderCover(input: CoverInput): RenderedCover {
  const svg = buildCoverSvg(input);
  const png = Buffer.from(new Resvg(svg, rasterOptions()).render().asPng());
  return { png, width: COVER_WIDTH, height: COVER_HEIGHT, svg };
}

function rasterOptions(): RasterOptions {
  return {
    fitTo: { mode: 'original' },
    font: { fontFiles: coverFontFiles(), loadSystemFonts: false, defaultFontFamily: COVER_FONT_FAMILY },
    background: '#07070B',
  };
}

let rasterThread: CoverRasterThread | null = null;

/**
 * renderCover, rasterised on a background thread: the same bytes, without holding the caller's event
 * loop for the render. Start it early and await it when the image is needed.
 */
export async function renderCoverAsync(input: CoverInput): Promise<RenderedCover> {
  const svg = buildCoverSvg(input);
  rasterThread ??= new CoverRasterThread(rasterOptions());
  const png = await rasterThread.rasterise(svg);
  return { png, width: COVER_WIDTH, height: COVER_HEIGHT, svg };
}

/** Stops renderCoverAsync's thread (shutdown, tests); a later call starts a new one. */
export async function closeCoverRenderer(): Promise<void> {
  const thread = rasterThread;
  rasterThread = null;
  await thread?.close();
}

/** SHA-256 hex of a file's bytes: the media table's key and the file name under /media. */
export function contentHash(buffer: Buffer | Uint8Array): string {
  return createHash('sha256').update(buffer).digest('hex');
}
