import { drawableText } from '@app/site';
import { CoverFontWeight, fontMetrics } from './fonts';

export interface WrappedWord {
  text: string;
  /** Words after a colon read as the subtitle and are drawn muted. */
  muted: boolean;
}

export interface TitleLayout {
  fontSize: number;
  lineHeight: number;
  lines: WrappedWord[][];
}

/** Text for SVG: what XML cannot hold is left out (drawableText), then the markup characters escaped. */
export function escapeXml(text: string): string {
  return drawableText(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function words(title: string): WrappedWord[] {
  const clean = title.replace(/\s+/g, ' ').trim();
  const colon = clean.indexOf(': ');
  return clean.split(' ').map((text, index, all) => {
    const offset = all.slice(0, index).join(' ').length + (index ? 1 : 0);
    return { text, muted: colon > 0 && offset > colon };
  });
}

function wrap(list: WrappedWord[], fontSize: number, maxWidth: number, weight: CoverFontWeight): WrappedWord[][] {
  const metrics = fontMetrics(weight);
  const lines: WrappedWord[][] = [];
  let line: WrappedWord[] = [];
  for (const word of list) {
    const candidate = [...line, word].map((w) => w.text).join(' ');
    // A subtitle after a colon starts on its own line when the title has room for it.
    const breakAtColon = line.length > 0 && word.muted && !line[line.length - 1].muted;
    if (line.length && (breakAtColon || metrics.measure(candidate, fontSize) > maxWidth)) {
      lines.push(line);
      line = [word];
    } else {
      line.push(word);
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Narrows the wrap width while the line count holds, so lines come out even and no word is left alone. */
function balance(list: WrappedWord[], lines: WrappedWord[][], fontSize: number, maxWidth: number, weight: CoverFontWeight): WrappedWord[][] {
  let best = lines;
  for (let width = maxWidth - 10; width >= maxWidth * 0.55; width -= 10) {
    const candidate = wrap(list, fontSize, width, weight);
    if (candidate.length !== lines.length) break;
    best = candidate;
  }
  return best;
}

/**
 * The largest title size (from `sizes`, largest first) whose wrapped lines fit `maxLines` and `maxWidth`;
 * at the smallest size the last line is shortened with an ellipsis.
 */
export function layoutTitle(
  title: string,
  options: { maxWidth: number; maxLines: number; sizes: number[]; weight?: CoverFontWeight; lineHeight?: number; maxHeight?: number },
): TitleLayout {
  const weight = options.weight ?? 'extraBold';
  const metrics = fontMetrics(weight);
  const list = words(title || 'Untitled');
  const ratio = options.lineHeight ?? 1.12;
  for (const fontSize of options.sizes) {
    const lines = wrap(list, fontSize, options.maxWidth, weight);
    const fits = lines.every((l) => metrics.measure(l.map((w) => w.text).join(' '), fontSize) <= options.maxWidth);
    const lineHeight = Math.round(fontSize * ratio);
    const height = lineHeight * (lines.length - 1) + fontSize;
    if (lines.length <= options.maxLines && fits && height <= (options.maxHeight ?? Infinity)) {
      return { fontSize, lineHeight, lines: balance(list, lines, fontSize, options.maxWidth, weight) };
    }
  }
  const fontSize = options.sizes[options.sizes.length - 1];
  // Without the colon break first; then cut what still does not fit.
  const lines = wrap(list.map((w) => ({ ...w })), fontSize, options.maxWidth, weight).slice(0, options.maxLines);
  const last = lines[lines.length - 1];
  while (last.length > 1 && metrics.measure(`${last.map((w) => w.text).join(' ')}…`, fontSize) > options.maxWidth) last.pop();
  while (last.length === 1 && last[0].text.length > 1 && metrics.measure(`${last[0].text}…`, fontSize) > options.maxWidth) {
    last[0] = { ...last[0], text: last[0].text.slice(0, -1) };
  }
  last[last.length - 1] = { ...last[last.length - 1], text: `${last[last.length - 1].text.replace(/[,:;.]$/, '')}…` };
  return { fontSize, lineHeight: Math.round(fontSize * ratio), lines };
}

/** `<text>` for a wrapped title; muted words get their own colour. */
export function titleSvg(
  layout: TitleLayout,
  options: { x: number; y: number; fill: string; mutedFill: string; anchor?: 'start' | 'middle' },
): string {
  const lines = layout.lines.map((line, index) => {
    const spans = line
      .map((word, i) => `<tspan fill="${word.muted ? options.mutedFill : options.fill}">${i ? ' ' : ''}${escapeXml(word.text)}</tspan>`)
      .join('');
    return `<tspan x="${options.x}" y="${options.y + index * layout.lineHeight}">${spans}</tspan>`;
  });
  return `<text font-family="Inter" font-weight="800" font-size="${layout.fontSize}" letter-spacing="${(-layout.fontSize * 0.02).toFixed(2)}" text-anchor="${options.anchor ?? 'start'}">${lines.join('')}</text>`;
}
