import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BeaconCollector } from '../src/analytics/beacon-collector';
import { createPost } from './factories/post.factory';
import { createTestApp, TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** POSTs a view beacon on `agent`'s connection; resolves with the status once the answer is read. */
function sendBeacon(port: number, agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ k: 'v', p: path });
    const request = http.request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/beacon', agent, headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), 'user-agent': BROWSER } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Issue 31 item 2: a burst of beacons is spread over time (ANALYTICS_PACE a second per replica), so page
 * reads are not held up behind a whole burst; every beacon is still answered 204 and counted.
 */
describe('Reading analytics: beacons are paced on the request thread', () => {
  let sut: TestApp;
  let port: number;

  beforeAll(async () => {
    sut = await createTestApp({ ANALYTICS_PACE: '100', ANALYTICS_FLUSH_INTERVAL_MS: '3600000' });
    const server = sut.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await sut.close();
  });

  it('reads the next beacon of a connection no sooner than the pace allows, answers each 204 and counts each', async () => {
    const path = `/blog/${(await createPost(sut.dataSource, { title: 'Paced beacons' })).slug}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const collector = sut.app.get(BeaconCollector);
    try {
      const started = Date.now();
      const statuses: number[] = [];
      let done = false;
      // One connection, one beacon after another: at 100 a second, 21 beacons take at least 0.2 s.
      const burst = (async () => {
        for (let index = 0; index < 21; index += 1) statuses.push(await sendBeacon(port, agent, path));
        done = true;
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Meanwhile a read on its own connection is answered: the held connection is only paused.
      const health = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      const answeredWhilePaced = !done;
      await burst;
      const elapsed = Date.now() - started;

      expect(statuses).toEqual(Array(21).fill(204));
      expect(elapsed).toBeGreaterThanOrEqual(180);
      expect(health.status).toBe(200);
      expect(answeredWhilePaced).toBe(true);
      while (collector.pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(collector.outcomes.get('counted')).toBe(21);
    } finally {
      agent.destroy();
    }
  });
});
