import proxyAddr from 'proxy-addr';

/**
 * Which peers may tell the gateway the client's address (Express's `trust proxy`): none (`false`),
 * the last N hops of X-Forwarded-For, or the proxies with these addresses / subnets.
 */
export type TrustProxy = false | number | readonly string[];

const TRUST_EVERYTHING =
  'trusts every X-Forwarded-For entry, so the client picks its own IP (and fresh login counters with every guess). ' +
  'Set the number of proxies in front of the gateway (e.g. 1 behind ingress-nginx) or their addresses/subnets (e.g. 10.0.0.0/8)';

/**
 * Parses TRUST_PROXY: `false` / `0`, a hop count (`1`), or a comma list of addresses, CIDR subnets or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). `true` and a /0 subnet are refused:
 * each makes the left-most X-Forwarded-For entry, which the client writes, the client's IP.
 * Returns the value for `app.set('trust proxy', ...)`, or throws an Error naming the problem.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === 'yes') throw new Error(`"${raw}" ${TRUST_EVERYTHING}`);
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (/\/0+$/.test(entry)) throw new Error(`"${entry}" ${TRUST_EVERYTHING}`);
    try {
      // The same parser Express applies to `trust proxy`, so what boots is what Express accepts.
      proxyAddr.compile(entry);
    } catch (error) {
      throw new Error(`"${entry}" is not an IP address, CIDR subnet or loopback/linklocal/uniquelocal (${(error as Error).message})`);
    }
  }
  return Object.freeze(entries);
}

/**
 * TRUST_PROXY as proxy-addr's trust function, for code that runs before express (the fast path, the
 * beacons) and reads the client's address with `proxyAddr(request, trust)`: Express's own reading, so both agree.
 */
export function compileTrustProxy(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}
