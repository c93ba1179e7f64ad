/**
 * Where a toast may stand without covering anything the admin can press (issue 27: an error toast never
 * covers an action button). The toast keeps its side (top on phones, bottom right from medium screens up,
 * spec §9) and moves along it, or to the other side, to the nearest band where no button of the screen
 * the admin is using lies under it. Pure geometry here; `actionRects` reads the page.
 */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type ToastAnchor = 'full' | 'right' | 'left';

export interface ToastSlot {
  anchor: ToastAnchor;
  /** Distance of the toast's top edge from the viewport's top. */
  top: number;
}

export interface SlotRequest {
  viewport: { width: number; height: number };
  /** The toast region's size (its width is the same at every anchor but 'full'). */
  size: { width: number; height: number };
  /** Anchors to try, in order; the first is the one spec §9 names for this screen width. */
  anchors: ToastAnchor[];
  /** Which edge the toast prefers (and returns to when it can). */
  edge: 'top' | 'bottom';
  obstacles: Rect[];
  /** Space kept between the toast and a button. */
  gap?: number;
}

const horizontalSpan = (anchor: ToastAnchor, viewportWidth: number, width: number): [number, number] =>
  anchor === 'full' ? [0, viewportWidth] : anchor === 'right' ? [viewportWidth - width, viewportWidth] : [0, width];

/**
 * The free top position nearest the preferred edge for a band of `height` over the intervals that block
 * it, or null when the viewport has no such band.
 */
function freeTop(blocked: Array<[number, number]>, height: number, viewportHeight: number, edge: 'top' | 'bottom'): number | null {
  const sorted = [...blocked].sort((a, b) => a[0] - b[0]);
  // The gaps between the blocked intervals, from the top of the viewport to its bottom.
  const gaps: Array<[number, number]> = [];
  let cursor = 0;
  for (const [start, end] of sorted) {
    if (start > cursor) gaps.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < viewportHeight) gaps.push([cursor, viewportHeight]);
  const fitting = gaps.filter(([start, end]) => end - start >= height);
  if (!fitting.length) return null;
  if (edge === 'top') return fitting[0][0];
  const last = fitting[fitting.length - 1];
  return last[1] - height;
}

/**
 * The first anchor (in the order asked) with a band free of obstacles, at the free position nearest the
 * preferred edge; null when every anchor would cover a button (the caller keeps the default place).
 */
export function findToastSlot({ viewport, size, anchors, edge, obstacles, gap = 8 }: SlotRequest): ToastSlot | null {
  for (const anchor of anchors) {
    const [left, right] = horizontalSpan(anchor, viewport.width, size.width);
    const blocked = obstacles
      .filter((rect) => rect.right > left && rect.left < right && rect.bottom > 0 && rect.top < viewport.height)
      .map((rect): [number, number] => [rect.top - gap, rect.bottom + gap]);
    const top = freeTop(blocked, size.height, viewport.height, edge);
    if (top !== null) return { anchor, top };
  }
  return null;
}

/** What the admin can press: buttons, button-like links, tabs, checkboxes and fields' own buttons. */
const ACTION_SELECTOR = 'button, [role="button"], a.MuiButtonBase-root, [role="tab"], input[type="checkbox"], input[type="radio"]';

/**
 * The layer the admin is using: the topmost open dialog or menu (what lies under its backdrop cannot be
 * pressed), else the page.
 */
function activeLayer(doc: Document): ParentNode {
  const layers = Array.from(doc.querySelectorAll<HTMLElement>('.MuiModal-root')).filter((layer) => !layer.classList.contains('MuiModal-hidden') && layer.getClientRects().length > 0);
  return layers[layers.length - 1] ?? doc;
}

/** Where a scrolling dialog body hides the part of a button scrolled out of it. */
const CLIP_SELECTOR = '.MuiDialogContent-root';

/** The part of an element that can be seen (and pressed): its box, cut by a scrolling dialog body; null when none. */
function visiblePart(element: HTMLElement): Rect | null {
  const box = element.getBoundingClientRect();
  const clip = element.closest(CLIP_SELECTOR)?.getBoundingClientRect();
  const rect = clip
    ? { left: Math.max(box.left, clip.left), top: Math.max(box.top, clip.top), right: Math.min(box.right, clip.right), bottom: Math.min(box.bottom, clip.bottom) }
    : { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  return rect.right - rect.left > 0 && rect.bottom - rect.top > 0 ? rect : null;
}

/** The rectangles of every visible action in the active layer, leaving out the toasts' own. */
export function actionRects(doc: Document, exclude: Element | null): Rect[] {
  const rects: Rect[] = [];
  for (const element of Array.from(activeLayer(doc).querySelectorAll<HTMLElement>(ACTION_SELECTOR))) {
    if (exclude?.contains(element)) continue;
    const rect = visiblePart(element);
    if (rect) rects.push(rect);
  }
  return rects;
}
