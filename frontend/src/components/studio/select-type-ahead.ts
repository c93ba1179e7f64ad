import type { KeyboardEvent } from 'react';

/** Spec §9: typed letters in an open select add up to one search until the keyboard rests this long. */
export const SELECT_TYPE_AHEAD_RESET_MS = 1000;

const typedByList = new WeakMap<Element, { keys: string; at: number }>();

/**
 * Type-ahead for an open select's list. MUI's own resets after a fixed 500 ms, so this runs first
 * (capture phase) and keeps the event from reaching it. One letter again and again cycles through
 * the options that start with it; a longer string finds the first option from the current one.
 */
export function selectTypeAhead(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  const list = event.currentTarget;
  const now = performance.now();
  const previous = typedByList.get(list);
  const typing = previous !== undefined && now - previous.at <= SELECT_TYPE_AHEAD_RESET_MS;
  // A space on its own chooses the focused option; within a search it is part of the text.
  if (event.key === ' ' && !typing) return;
  const keys = (typing ? previous.keys : '') + event.key.toLowerCase();
  typedByList.set(list, { keys, at: now });
  event.stopPropagation();

  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')];
  const current = options.indexOf(document.activeElement as HTMLElement);
  const repeating = [...keys].every((key) => key === keys[0]);
  const start = repeating ? current + 1 : Math.max(current, 0);
  const ordered = [...options.slice(start), ...options.slice(0, start)];
  const match = ordered.find((option) => option.textContent?.trim().toLowerCase().startsWith(repeating ? keys[0] : keys));
  if (!match) return;
  event.preventDefault();
  match.focus();
}

/** Props for a studio `TextField select`: `slotProps={{ select: STUDIO_SELECT_PROPS }}`. */
export const STUDIO_SELECT_PROPS = { MenuProps: { slotProps: { list: { onKeyDownCapture: selectTypeAhead } } } };
