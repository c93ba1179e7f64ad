import { createHook } from 'node:async_hooks';

/**
 * One of the objects `process.nextTick` queues, kept for the life of the process, so that every
 * later tick keeps the same shape (issue 30). Imported first by main.ts.
 *
 * Why: node builds each queued tick as an object literal whose first two keys are symbols. V8 defines
 * such keys through a cache that turns megamorphic for good the first time it meets a second shape,
 * and from then on every tick defines them through the runtime. The shapes (maps) of tick objects are
 * held only weakly, by the transitions that lead to them, so a full GC that runs while no tick is
 * queued (an idle gateway) frees them and the next tick builds new ones: the second shape. node:http
 * and its streams queue several ticks per request, so the gateway then paid 2-4 µs more user CPU per
 * cached read (11-13.5 µs instead of 8.7-9.7 µs for an article), until it was restarted. Holding one
 * tick object holds its map and, through back pointers, the maps before it.
 */
export const keptTick: object | null = captureTick();

/** The tick object `process.nextTick` builds for a no-op, seen by an async hook enabled for that one call. */
function captureTick(): object | null {
  let tick: object | null = null;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && tick === null) tick = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return tick;
}
