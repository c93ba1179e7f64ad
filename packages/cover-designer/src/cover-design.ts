import { createPicker, Picker } from '@app/contract';
import { categoryProfile, drawableText } from '@app/site';
import { escapeXml, layoutTitle, titleSvg } from './text-layout';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export interface CoverInput {
  title: string;
  category: string;
  /** Which layout; regenerating with the next number gives a visibly different design. */
  variant: number;
}

interface DesignContext {
  title: string;
  label: string;
  accent: string;
  rng: Picker;
}

const INK = '#F5F5F7';
const MUTED = '#A1A1AA';
const BACKGROUND = ['#07070B', '#101018'];

/** The Hyperframe mark: two offset frames and a play triangle in the accent colour. */
export function brandMark(x: number, y: number, size: number, accent: string, ink = INK): string {
  const s = size / 48;
  return `<g transform="translate(${x} ${y}) scale(${s.toFixed(4)})">
    <rect x="10" y="2" width="36" height="36" rx="8" fill="none" stroke="${accent}" stroke-width="4" opacity="0.55"/>
    <rect x="2" y="10" width="36" height="36" rx="8" fill="none" stroke="${ink}" stroke-width="4"/>
    <path d="M15 19.5 L29 28 L15 36.5 Z" fill="${accent}"/>
  </g>`;
}

function wordmark(x: number, y: number, size: number, accent: string, anchor: 'start' | 'middle' = 'start'): string {
  const markSize = size * 1.7;
  const textWidth = size * 7.6;
  const total = markSize + size * 0.6 + textWidth;
  const left = anchor === 'middle' ? x - total / 2 : x;
  return `${brandMark(left, y - markSize * 0.82, markSize, accent)}
    <text x="${(left + markSize + size * 0.6).toFixed(1)}" y="${y}" font-family="Inter" font-weight="800" font-size="${size}" letter-spacing="${(size * 0.18).toFixed(1)}" fill="${INK}">HYPERFRAME</text>`;
}

function categoryPill(x: number, y: number, label: string, accent: string): string {
  const size = 20;
  const width = Math.round(label.length * size * 0.74 + 56);
  return `<g>
    <rect x="${x}" y="${y}" width="${width}" height="44" rx="22" fill="${accent}" fill-opacity="0.14" stroke="${accent}" stroke-opacity="0.7" stroke-width="2"/>
    <circle cx="${x + 24}" cy="${y + 22}" r="6" fill="${accent}"/>
    <text x="${x + 40}" y="${y + 29}" font-family="Inter" font-weight="600" font-size="${size}" letter-spacing="2.5" fill="${accent}">${escapeXml(label)}</text>
  </g>`;
}

function defs(accent: string, glow: { cx: number; cy: number; r: number; opacity: number }): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BACKGROUND[1]}"/><stop offset="1" stop-color="${BACKGROUND[0]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${accent}" stop-opacity="${glow.opacity}"/>
      <stop offset="0.55" stop-color="${accent}" stop-opacity="${(glow.opacity * 0.25).toFixed(3)}"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </linearGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0 L0 0 0 40" fill="none" stroke="#FFFFFF" stroke-opacity="0.035" stroke-width="1"/>
    </pattern>
  </defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#grid)"/>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>`;
}

/** Variant 0, "Spotlight": a glow behind the top right, the title left-aligned beside an accent rule. */
function spotlight({ title, label, accent }: DesignContext): string {
  const layout = layoutTitle(title, { maxWidth: 960, maxLines: 4, maxHeight: 300, sizes: [84, 76, 68, 62, 56, 50, 46] });
  const blockHeight = layout.lineHeight * (layout.lines.length - 1) + layout.fontSize;
  const top = 180 + Math.max(0, (300 - blockHeight) / 2);
  const y = Math.round(top + layout.fontSize * 0.8);
  return `${defs(accent, { cx: 1120, cy: -40, r: 720, opacity: 0.42 })}
  ${categoryPill(80, 72, label, accent)}
  <rect x="80" y="${top}" width="8" height="${blockHeight}" rx="4" fill="${accent}"/>
  ${titleSvg(layout, { x: 116, y, fill: INK, mutedFill: MUTED })}
  <rect x="80" y="516" width="1040" height="2" fill="url(#fade)" opacity="0.5"/>
  ${wordmark(80, 572, 24, accent)}
  <text x="1120" y="572" text-anchor="end" font-family="Inter" font-weight="400" font-size="20" fill="${MUTED}">Insights from a TV-trained video team</text>`;
}

/** Variant 1, "Timeline": the title above an editing timeline with clips in the accent colour and a playhead. */
function timeline({ title, label, accent, rng }: DesignContext): string {
  const layout = layoutTitle(title, { maxWidth: 1040, maxLines: 3, maxHeight: 215, sizes: [76, 68, 62, 56, 50, 46, 42] });
  const blockHeight = layout.lineHeight * (layout.lines.length - 1) + layout.fontSize;
  const y = Math.round(150 + Math.max(0, (245 - blockHeight) / 2) + layout.fontSize * 0.8);
  const tracks: string[] = [];
  const trackTop = 430;
  for (let track = 0; track < 3; track += 1) {
    let x = 80 + rng.int(40);
    const yTrack = trackTop + track * 40;
    while (x < 1100) {
      const width = 60 + rng.int(190);
      const clipWidth = Math.min(width, 1120 - x);
      if (clipWidth > 24) {
        const isAccent = track === 0 ? rng.chance(0.6) : rng.chance(0.25);
        const fill = isAccent ? accent : track === 2 ? '#3F3F46' : '#27272A';
        const opacity = isAccent ? (0.55 + rng.next() * 0.45).toFixed(2) : '1';
        tracks.push(`<rect x="${x}" y="${yTrack}" width="${clipWidth}" height="28" rx="6" fill="${fill}" fill-opacity="${opacity}"/>`);
        if (track === 2) {
          // Audio clips get a waveform.
          const bars: string[] = [];
          for (let bx = x + 8; bx < x + clipWidth - 8; bx += 6) {
            const h = 4 + rng.int(16);
            bars.push(`<rect x="${bx}" y="${yTrack + 14 - h / 2}" width="3" height="${h}" rx="1.5" fill="${INK}" fill-opacity="0.35"/>`);
          }
          tracks.push(bars.join(''));
        }
      }
      x += width + 6 + rng.int(18);
    }
  }
  const playhead = 380 + rng.int(520);
  const seconds = 10 + rng.int(50);
  const timecode = `00:0${1 + rng.int(8)}:${String(seconds).padStart(2, '0')}:${String(rng.int(25)).padStart(2, '0')}`;
  return `${defs(accent, { cx: 600, cy: 700, r: 700, opacity: 0.28 })}
  <rect x="80" y="76" width="14" height="14" rx="3" fill="${accent}"/>
  <text x="106" y="90" font-family="Inter" font-weight="600" font-size="20" letter-spacing="2.5" fill="${accent}">${escapeXml(label)}</text>
  ${wordmark(882, 92, 22, accent)}
  ${titleSvg(layout, { x: 80, y, fill: INK, mutedFill: MUTED })}
  <rect x="60" y="${trackTop - 18}" width="1080" height="148" rx="14" fill="#0B0B10" fill-opacity="0.75" stroke="#FFFFFF" stroke-opacity="0.06"/>
  ${tracks.join('\n  ')}
  <rect x="${playhead - 1}" y="${trackTop - 26}" width="3" height="150" fill="${INK}"/>
  <path d="M${playhead - 9} ${trackTop - 34} h20 v10 l-10 10 l-10 -10 Z" fill="${INK}"/>
  <text x="${playhead + 18}" y="${trackTop - 24}" font-family="Inter" font-weight="600" font-size="16" fill="${MUTED}">${timecode}</text>`;
}

/** Variant 2, "Viewfinder": a centred title inside camera framing marks, with a REC light and timecode. */
function viewfinder({ title, label, accent, rng }: DesignContext): string {
  const layout = layoutTitle(title, { maxWidth: 940, maxLines: 4, maxHeight: 250, sizes: [72, 66, 60, 54, 48, 44, 40] });
  const blockHeight = layout.lineHeight * (layout.lines.length - 1) + layout.fontSize;
  const top = 300 - blockHeight / 2 - 10;
  const y = Math.round(top + layout.fontSize * 0.8);
  const corner = (x: number, y0: number, dx: number, dy: number) =>
    `<path d="M${x} ${y0 + dy * 56} V${y0} H${x + dx * 56}" fill="none" stroke="${INK}" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`;
  const labelWidth = label.length * 14.5 + 40;
  const labelY = y + layout.lineHeight * (layout.lines.length - 1) + 62;
  const frames = String(rng.int(25)).padStart(2, '0');
  return `${defs(accent, { cx: 600, cy: 315, r: 620, opacity: 0.24 })}
  ${corner(56, 50, 1, 1)}${corner(1144, 50, -1, 1)}${corner(56, 580, 1, -1)}${corner(1144, 580, -1, -1)}
  <circle cx="104" cy="96" r="9" fill="#EF4444"/>
  <text x="122" y="103" font-family="Inter" font-weight="600" font-size="20" letter-spacing="2" fill="${INK}">REC</text>
  <text x="1096" y="103" text-anchor="end" font-family="Inter" font-weight="600" font-size="20" letter-spacing="1" fill="${MUTED}">00:00:16:${frames}</text>
  <path d="M590 ${top - 44} h20 M600 ${top - 54} v20" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>
  ${titleSvg(layout, { x: 600, y, fill: INK, mutedFill: MUTED, anchor: 'middle' })}
  <rect x="${600 - labelWidth / 2}" y="${labelY - 28}" width="${labelWidth}" height="40" rx="20" fill="${accent}"/>
  <text x="600" y="${labelY}" text-anchor="middle" font-family="Inter" font-weight="800" font-size="18" letter-spacing="2.5" fill="#0A0A0F">${escapeXml(label)}</text>
  ${wordmark(600, 552, 20, accent, 'middle')}`;
}

/** Variant 3, "Split": the title on the left, a panel in the accent colour on the right with the mark. */
function split({ title, label, accent }: DesignContext): string {
  const layout = layoutTitle(title, { maxWidth: 640, maxLines: 5, maxHeight: 340, sizes: [68, 62, 56, 50, 46, 42, 38] });
  const blockHeight = layout.lineHeight * (layout.lines.length - 1) + layout.fontSize;
  const top = 150 + Math.max(0, (330 - blockHeight) / 2);
  const y = Math.round(top + layout.fontSize * 0.8);
  return `${defs(accent, { cx: 300, cy: 630, r: 520, opacity: 0.18 })}
  <path d="M800 0 H1200 V630 H720 Z" fill="${accent}"/>
  <path d="M800 0 H1200 V630 H720 Z" fill="url(#grid)"/>
  <path d="M1200 0 V630 H900 Z" fill="#000000" fill-opacity="0.12"/>
  ${brandMark(830, 185, 260, '#0A0A0F', '#0A0A0F')}
  <text x="80" y="98" font-family="Inter" font-weight="600" font-size="20" letter-spacing="2.5" fill="${accent}">${escapeXml(label)}</text>
  <rect x="80" y="116" width="64" height="4" rx="2" fill="${accent}"/>
  ${titleSvg(layout, { x: 80, y, fill: INK, mutedFill: MUTED })}
  ${wordmark(80, 574, 22, accent)}`;
}

const LAYOUTS = [spotlight, timeline, viewfinder, split];
export const COVER_VARIANT_COUNT = LAYOUTS.length;

/** The cover as an SVG document (1200x630); the variant picks the layout, the title seeds the details. */
export function buildCoverSvg(input: CoverInput): string {
  // Whatever reaches the designer (a row older than the gateway's text rule too) is drawable text here.
  const title = drawableText(input.title);
  const profile = categoryProfile(drawableText(input.category));
  const index = ((Math.trunc(input.variant) % LAYOUTS.length) + LAYOUTS.length) % LAYOUTS.length;
  const context: DesignContext = {
    title,
    label: profile.label,
    accent: profile.accent,
    rng: createPicker(`cover|${title}|${input.variant}`),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  ${LAYOUTS[index](context)}
</svg>`;
}

/** The longest alt text a cover gets (the LLM cover stage's limit too). */
export const COVER_ALT_MAX = 200;

/**
 * The alt text of a cover this package draws: what a reader who cannot see it should know. Deterministic,
 * at most COVER_ALT_MAX characters (a long title is shortened, the sentence kept whole).
 */
export function coverAltText(input: Pick<CoverInput, 'title' | 'category'>): string {
  const category = drawableText(input.category);
  const sentence = (title: string) => `Featured image for "${title}": a ${category} title card with the Hyperframe mark`;
  const room = COVER_ALT_MAX - sentence('').length;
  const title = drawableText(input.title).trim();
  return sentence(title.length <= room ? title : `${title.slice(0, Math.max(0, room - 1)).trimEnd()}…`).slice(0, COVER_ALT_MAX);
}
