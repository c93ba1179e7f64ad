import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The cover fonts ship inside an npm package (Inter, SIL Open Font License), so a cover renders the same on
 * every machine: resvg is told to load these files and no system fonts.
 */
export const COVER_FONT_FAMILY = 'Inter';

const FONT_FILES = {
  regular: '400Regular/Inter_400Regular.ttf',
  semiBold: '600SemiBold/Inter_600SemiBold.ttf',
  extraBold: '800ExtraBold/Inter_800ExtraBold.ttf',
} as const;

export type CoverFontWeight = keyof typeof FONT_FILES;

export const FONT_WEIGHT_VALUES: Record<CoverFontWeight, number> = { regular: 400, semiBold: 600, extraBold: 800 };

function packageDir(): string {
  return dirname(require.resolve('@expo-google-fonts/inter/package.json'));
}

export function coverFontFiles(): string[] {
  const dir = packageDir();
  return Object.values(FONT_FILES).map((file) => join(dir, file));
}

/** Advance widths from a TrueType font, enough to wrap text before rendering (kerning is ignored). */
export class FontMetrics {
  private readonly widths = new Map<number, number>();
  private readonly unitsPerEm: number;
  private readonly fallbackWidth: number;

  constructor(font: Buffer) {
    const tables = new Map<string, number>();
    const numTables = font.readUInt16BE(4);
    for (let i = 0; i < numTables; i += 1) {
      const record = 12 + i * 16;
      tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
    }
    const table = (tag: string): number => {
      const offset = tables.get(tag);
      if (offset === undefined) throw new Error(`Font has no ${tag} table`);
      return offset;
    };
    this.unitsPerEm = font.readUInt16BE(table('head') + 18);
    const numberOfHMetrics = font.readUInt16BE(table('hhea') + 34);
    const hmtx = table('hmtx');
    const advance = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
    for (const [code, glyph] of readCmap(font, table('cmap'))) this.widths.set(code, advance(glyph));
    this.fallbackWidth = this.widths.get(0x6e) ?? this.unitsPerEm / 2; // 'n'
  }

  /** Width in pixels of `text` at `fontSize`, with optional letter spacing in pixels. */
  measure(text: string, fontSize: number, letterSpacing = 0): number {
    let units = 0;
    for (const char of text) units += this.widths.get(char.codePointAt(0)!) ?? this.fallbackWidth;
    return (units / this.unitsPerEm) * fontSize + letterSpacing * [...text].length;
  }
}

/** Unicode code point to glyph id, from the format 4 (BMP) subtable. */
function readCmap(font: Buffer, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const count = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < count; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const sub = cmap + font.readUInt32BE(record + 4);
    if (!(platform === 3 && encoding === 1) && platform !== 0) continue;
    if (font.readUInt16BE(sub) !== 4) continue;
    const segCount = font.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    for (let s = 0; s < segCount; s += 1) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
          glyph = font.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
    if (map.size) return map;
  }
  return map;
}

const metricsCache = new Map<CoverFontWeight, FontMetrics>();

export function fontMetrics(weight: CoverFontWeight): FontMetrics {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = new FontMetrics(readFileSync(join(packageDir(), FONT_FILES[weight])));
    metricsCache.set(weight, metrics);
  }
  return metrics;
}
