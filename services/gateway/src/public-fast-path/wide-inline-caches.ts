import { setFlagsFromString } from 'node:v8';

/**
 * How many object shapes one property access in V8's optimized code follows before it gives up and
 * turns megamorphic (a lookup in a global hash table on every access from then on): 32 here, V8's
 * default is 4. Set for the whole process, before anything else runs (imported first by main.ts).
 *
 * Why (issue 30): in the gateway, node's HTTP and stream code serves express and its middleware,
 * Redis, Postgres and zlib as well as the cached reads, and its accesses meet more than 4 shapes: 215
 * of them were megamorphic, against 22 in a bare node:http server. Measured on the 2-core machine
 * (two products with the default, one with each setting; every row warmed, then 5 rounds of 3 s with
 * wrk, 32 connections), user CPU per cached read, median: the posts list 8.9 and 9.1 µs by default,
 * 8.4 with 16 shapes and 8.3 with 32; an article page 9.4 and 8.9 µs by default, 8.6 with 16 and 8.3
 * with 32 (the bare server 7.2-7.9 µs throughout).
 *
 * Node 20 leaves V8's flags writable after start (`--freeze-flags-after-init` is off):
 * wide-inline-caches.spec.ts checks that the setting takes, so a node that refused it would fail there.
 */
export const SHAPES_PER_ACCESS = 32;

setFlagsFromString(`--max-valid-polymorphic-map-count=${SHAPES_PER_ACCESS}`);
