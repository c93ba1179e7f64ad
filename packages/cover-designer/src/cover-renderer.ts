import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { buildCoverSvg, COVER_HEIGHT, COVER_WIDTH, CoverInput } from './cover-design';
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
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: coverFontFiles(), loadSystemFonts: false, defaultFontFamily: COVER_FONT_FAMILY },
    background: '#07070B',
  });
  const png = Buffer.from(resvg.render().asPng());
  return { png, width: COVER_WIDTH, height: COVER_HEIGHT, svg };
}

/** SHA-256 hex of a file's bytes: the media table's key and the file name under /media. */
export function contentHash(buffer: Buffer | Uint8Array): string {
  return createHash('sha256').update(buffer).digest('hex');
}
