import { beaconEffect, ENGAGED_MS_CAP, parseBeacon } from './beacon';

const OWN_HOST = 'hyperframe.test';
const effectOf = (beacon: unknown) => {
  const parsed = parseBeacon(JSON.stringify(beacon));
  if (!parsed) throw new Error(`not a beacon: ${JSON.stringify(beacon)}`);
  return beaconEffect(parsed, OWN_HOST);
};

describe('parseBeacon', () => {
  it.each([
    ['a view', { k: 'v', p: '/blog/a' }],
    ['a view with its sources', { k: 'v', p: '/', r: 'www.google.com', us: 'newsletter', um: 'email', uc: 'spring' }],
    ['an engagement', { k: 'e', p: '/blog/a', e: 1200, d: 50, f: 25 }],
    ['a CTA click', { k: 'c', p: '/blog/a', c: 'cta' }],
    ['a service click', { k: 'c', p: '/services', c: 'service' }],
  ])('accepts %s', (_name, beacon) => {
    expect(parseBeacon(JSON.stringify(beacon))).not.toBeNull();
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '[1,2]'],
    ['an unknown kind', JSON.stringify({ k: 'x', p: '/' })],
    ['an unknown field', JSON.stringify({ k: 'v', p: '/', ip: '1.2.3.4' })],
    ['a path that is not one', JSON.stringify({ k: 'v', p: 'https://evil.test/' })],
    ['a path too long', JSON.stringify({ k: 'v', p: `/${'a'.repeat(400)}` })],
    ['a depth that is no quarter', JSON.stringify({ k: 'e', p: '/', e: 0, d: 33, f: 0 })],
    ['a depth below the one reported before', JSON.stringify({ k: 'e', p: '/', e: 0, d: 25, f: 50 })],
    ['negative engaged time', JSON.stringify({ k: 'e', p: '/', e: -5, d: 0, f: 0 })],
    ['fractional engaged time', JSON.stringify({ k: 'e', p: '/', e: 1.5, d: 0, f: 0 })],
    ['a click on something else', JSON.stringify({ k: 'c', p: '/', c: 'share' })],
    ['a referrer that is no domain', JSON.stringify({ k: 'v', p: '/', r: 'http://x.test/path' })],
    ['a UTM value of nothing printable', JSON.stringify({ k: 'v', p: '/', us: '\u0000\u0001 ' })],
  ])('refuses %s', (_name, body) => {
    expect(parseBeacon(body)).toBeNull();
  });

  it('keeps a UTM value as printable lower-case text of at most 100 characters', () => {
    const beacon = parseBeacon(JSON.stringify({ k: 'v', p: '/', uc: `  Spring\u0007  SALE ${'x'.repeat(200)}` }));

    expect(beacon).toMatchObject({ uc: `spring sale ${'x'.repeat(88)}` });
  });
});

describe('beaconEffect', () => {
  it('counts a view, the visitor and its sources, the www. spelling as the bare domain', () => {
    expect(effectOf({ k: 'v', p: '/', r: 'WWW.Google.com', us: 'news', um: 'email', uc: 'launch' })).toEqual({
      counters: { v: 1 },
      view: true,
      sources: [
        { dimension: 'referrer', value: 'google.com' },
        { dimension: 'utm_source', value: 'news' },
        { dimension: 'utm_medium', value: 'email' },
        { dimension: 'utm_campaign', value: 'launch' },
      ],
    });
  });

  it('never counts the site itself as a referrer', () => {
    expect(effectOf({ k: 'v', p: '/', r: `www.${OWN_HOST}` }).sources).toEqual([]);
  });

  it.each([
    [0, 25, { d25: 1 }],
    [0, 100, { d25: 1, d50: 1, d75: 1, d100: 1 }],
    [25, 75, { d50: 1, d75: 1 }],
    [50, 50, {}],
    [75, 100, { d100: 1 }],
  ])('counts each depth threshold passed since the last report once (from %i to %i)', (from, to, depths) => {
    expect(effectOf({ k: 'e', p: '/', e: 0, d: to, f: from }).counters).toEqual(depths);
  });

  it('adds visible time, capped per report', () => {
    expect(effectOf({ k: 'e', p: '/', e: 4200, d: 0, f: 0 }).counters).toEqual({ e: 4200 });
    expect(effectOf({ k: 'e', p: '/', e: ENGAGED_MS_CAP * 3, d: 0, f: 0 }).counters).toEqual({ e: ENGAGED_MS_CAP });
  });

  it('counts a CTA click and a service click apart', () => {
    expect(effectOf({ k: 'c', p: '/blog/a', c: 'cta' })).toEqual({ counters: { cta: 1 }, view: false, sources: [] });
    expect(effectOf({ k: 'c', p: '/blog/a', c: 'service' })).toEqual({ counters: { svc: 1 }, view: false, sources: [] });
  });
});
