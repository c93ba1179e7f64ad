import http, { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import { BlogPost } from '@app/contract';
import { PEER_HEADER, REPORT_MS } from '../src/public-edge/edge-protocol';
import { listenBehindEdge } from '../src/public-edge/listen';
import { PublicEdge } from '../src/public-edge/public-edge.service';
import { createPost } from './factories/post.factory';
import { freePort } from './support/own-redis';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent, every header; from `localAddress` when given (127.0.0.0/8 is all loopback). */
function raw(base: string, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method: options.method ?? 'GET', headers: options.headers, agent: false, localAddress: options.localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const comparable = ({ date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest }: IncomingHttpHeaders) => rest;

describe('The public edge: a thread on the public port in front of the gateway', () => {
  let sut: TestApp;
  let base: string;
  let gatewayPort: number;
  /** Every request that reached the gateway's own server, as it saw it (after the edge's peer step). */
  const reached: IncomingMessage[] = [];
  let post: BlogPost;

  beforeAll(async () => {
    sut = await createTestApp({ PORT: String(await freePort()), HOST: '127.0.0.1', TRUST_PROXY: 'false' });
    await listenBehindEdge(sut.app);
    base = `http://127.0.0.1:${sut.config.port}`;
    const server = sut.app.getHttpServer() as Server;
    gatewayPort = (server.address() as net.AddressInfo).port;
    server.on('request', (request: IncomingMessage) => reached.push(request));
    await cacheCaughtUp(sut);
    // Long enough to be kept gzipped too.
    post = await createPost(sut.dataSource, { published: true, status: 'published', slug: 'edge-answers-this', content: 'A paragraph the edge answers with. '.repeat(200) });
  });

  afterAll(async () => {
    await sut?.close();
  });

  /** Reads `path` until the gateway stops seeing it: the edge then holds its copy. */
  async function servedByEdge(path: string): Promise<RawResponse> {
    let last: RawResponse | null = null;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const before = reached.length;
      last = await raw(base, path, { headers: { 'accept-encoding': 'identity' } });
      if (reached.length === before) return last;
      if (Date.now() > deadline) throw new Error(`${path} never served by the edge`);
    }
  }

  it('answers a cached read itself with the bytes and headers the fast path sent, gzip and 304 included', async () => {
    const path = `/api/blog/posts/${post.slug}`;
    // Filled by the normal path, then answered by the fast path (which hands it to the edge).
    await raw(base, path);
    const fromGateway = await raw(base, path, { headers: { 'accept-encoding': 'identity' } });
    const gzipFromGateway = await raw(base, path, { headers: { 'accept-encoding': 'gzip' } });
    const fromEdge = await servedByEdge(path);
    expect(fromEdge.status).toBe(200);
    expect(fromEdge.body.equals(fromGateway.body)).toBe(true);
    expect(comparable(fromEdge.headers)).toEqual(comparable(fromGateway.headers));
    expect(JSON.parse(fromEdge.body.toString()).slug).toBe(post.slug);

    const before = reached.length;
    const gzip = await raw(base, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipFromGateway.body)).toBe(true);
    const notModified = await raw(base, path, { headers: { 'if-none-match': String(fromEdge.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await raw(base, path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(reached.length).toBe(before);
  });

  it('never answers from a copy once a write emptied the cache: an unpublish read right after its answer is a 404', async () => {
    const path = `/api/blog/posts/${post.slug}`;
    const login = await raw(base, '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']![0]).split(';')[0];
    const setPublished = async (published: boolean) => {
      const saved = await raw(base, `/api/admin/blog/posts/${post.id}`, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ published }) });
      expect(saved.status).toBe(200);
    };
    for (let round = 0; round < 3; round += 1) {
      await servedByEdge(path);
      await setPublished(false);
      expect((await raw(base, path)).status).toBe(404);
      await setPublished(true);
      expect((await raw(base, path)).status).toBe(200);
    }
  });

  it("gives the gateway the client's own address, whatever the client claims, and serves no one on its private port", async () => {
    const before = reached.length;
    // Not a cached read, so passed on; from 127.0.0.2 while the edge itself connects from 127.0.0.1.
    const answer = await raw(base, '/api/health/live', { localAddress: '127.0.0.2', headers: { [PEER_HEADER]: 'forged 4 1 203.0.113.9' } });
    expect(answer.status).toBe(200);
    const seen = reached.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0].socket.remoteAddress).toBe('127.0.0.2');
    expect(seen[0].headers[PEER_HEADER]).toBeUndefined();
    expect(seen[0].rawHeaders.map((name) => name.toLowerCase())).not.toContain(PEER_HEADER);

    const direct = await raw(`http://127.0.0.1:${gatewayPort}`, '/api/health/live');
    expect(direct.status).toBe(403);
    expect(JSON.parse(direct.body.toString())).toEqual({ statusCode: 403, message: 'This port serves the public edge only.' });
    const forged = await raw(`http://127.0.0.1:${gatewayPort}`, '/api/health/live', { headers: { [PEER_HEADER]: 'forged 4 1 203.0.113.9' } });
    expect(forged.status).toBe(403);
  });

  it("passes bodies both ways and the gateway's refusals with their message", async () => {
    const wrong = await raw(base, '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'not-it-at-all' }) });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body.toString())).toEqual({ statusCode: 401, message: expect.any(String) });
    // Past the 1 MB body limit: refused by the gateway, the answer still reaches the client whole.
    const huge = await raw(base, '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }) });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body.toString()).statusCode).toBe(413);
  });

  it("counts the edge's cached reads in the request-duration histogram", async () => {
    const path = `/api/blog/posts/${post.slug}`;
    await servedByEdge(path);
    const count = async () => {
      const text = (await raw(base, '/metrics')).body.toString();
      const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/api/blog/posts/:slug"') && l.includes('status_code="200"'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    // Every read so far reported (the edge reports every REPORT_MS), then five more.
    const settle = () => new Promise((resolve) => setTimeout(resolve, REPORT_MS + 500));
    await settle();
    const before = await count();
    for (let index = 0; index < 5; index += 1) await raw(base, path);
    await settle();
    expect(await count()).toBe(before + 5);
  });

  it('stops taking connections on stop, once every answer is out', async () => {
    const edge = sut.app.get(PublicEdge);
    await edge.stop();
    expect(edge.running).toBe(false);
    await expect(raw(base, '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
  });
});
