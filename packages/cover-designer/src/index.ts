export { renderCover, renderCoverAsync, closeCoverRenderer, contentHash } from './cover-renderer';
export type { RenderedCover } from './cover-renderer';
export { buildCoverSvg, brandMark, coverAltText, COVER_ALT_MAX, COVER_WIDTH, COVER_HEIGHT, COVER_VARIANT_COUNT } from './cover-design';
export type { CoverInput } from './cover-design';
export { escapeXml } from './text-layout';
