import { z } from 'zod';
import { AnalyticsDimension } from '@app/contract';

/** The largest beacon body read; anything longer is dropped unread. */
export const BEACON_MAX_BYTES = 1024;

/** Engagement reported in one beacon is capped here: a tab left open for hours is not an hour of reading. */
export const ENGAGED_MS_CAP = 30 * 60 * 1000;

const DEPTHS = [0, 25, 50, 75, 100] as const;
export type Depth = (typeof DEPTHS)[number];

const depth = z.literal(DEPTHS);
const path = z.string().min(1).max(300).startsWith('/');
/** A UTM value as typed in a link: kept as printable text, lower case, at most 100 characters. */
const utm = z
  .string()
  .max(300)
  .transform((value) => value.replace(/[\p{C}]/gu, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 100))
  .pipe(z.string().min(1));
/** A host name (the script sends the referrer's domain only); 'www.' is dropped so both spellings count as one. */
const domain = z
  .string()
  .max(253)
  .transform((value) => value.toLowerCase().replace(/^www\./, ''))
  .pipe(z.string().regex(/^(?=.{1,100}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/));

const beaconSchema = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('v'), p: path, r: domain.optional(), us: utm.optional(), um: utm.optional(), uc: utm.optional() }),
  z
    .strictObject({ k: z.literal('e'), p: path, e: z.number().int().min(0).max(24 * 3600 * 1000), d: depth, f: depth })
    .refine((beacon) => beacon.f <= beacon.d),
  z.strictObject({ k: z.literal('c'), p: path, c: z.enum(['cta', 'service']) }),
]);

export type Beacon = z.output<typeof beaconSchema>;

/** The beacon in a body, or null for anything else (not JSON, unknown fields, values out of bounds). */
export function parseBeacon(body: string): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The counters one beacon adds to its day and page (the buffer's hash fields). */
export type CounterField = 'v' | 'e' | 'd25' | 'd50' | 'd75' | 'd100' | 'cta' | 'svc';

export interface BeaconEffect {
  /** Counter increments. */
  counters: Partial<Record<CounterField, number>>;
  /** A view: the visitor is added to the day's unique visitors. */
  view: boolean;
  /** Referrer domain and UTM values of a view. */
  sources: Array<{ dimension: AnalyticsDimension; value: string }>;
}

/**
 * What a valid beacon counts. A view counts one view and its sources (not the site's own domain as a
 * referrer); an engagement adds its visible time (capped) and each depth threshold passed since the one
 * reported before, so a view counts at each threshold once; a click counts one CTA or service click.
 */
export function beaconEffect(beacon: Beacon, ownHost: string): BeaconEffect {
  switch (beacon.k) {
    case 'v': {
      const sources: BeaconEffect['sources'] = [];
      if (beacon.r && beacon.r !== ownHost) sources.push({ dimension: 'referrer', value: beacon.r });
      if (beacon.us) sources.push({ dimension: 'utm_source', value: beacon.us });
      if (beacon.um) sources.push({ dimension: 'utm_medium', value: beacon.um });
      if (beacon.uc) sources.push({ dimension: 'utm_campaign', value: beacon.uc });
      return { counters: { v: 1 }, view: true, sources };
    }
    case 'e': {
      const counters: BeaconEffect['counters'] = {};
      const engaged = Math.min(beacon.e, ENGAGED_MS_CAP);
      if (engaged > 0) counters.e = engaged;
      for (const threshold of [25, 50, 75, 100] as const) {
        if (beacon.f < threshold && beacon.d >= threshold) counters[`d${threshold}`] = 1;
      }
      return { counters, view: false, sources: [] };
    }
    case 'c':
      return { counters: beacon.c === 'cta' ? { cta: 1 } : { svc: 1 }, view: false, sources: [] };
  }
}
