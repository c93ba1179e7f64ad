import http, { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { prepareHeaders, PreparedHeaders, writePrepared } from './public-fast-path';

const HEADERS: OutgoingHttpHeaders = {
  'content-security-policy': "default-src 'self';script-src 'self'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=0, must-revalidate',
  vary: 'Accept-Encoding',
  etag: '"abc"',
  'content-type': 'application/json; charset=utf-8',
  'content-length': 2,
};

/** Answers each request with the handler its path names; returns the raw headers a client received, Date left out. */
async function withServer(handlers: Record<string, (response: ServerResponse) => void>, run: (get: (path: string) => Promise<string[]>) => Promise<void>) {
  const server = http.createServer((request, response) => {
    handlers[request.url!](response);
    response.end(response.statusCode === 304 ? undefined : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<string[]>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            const raw = response.rawHeaders;
            const pairs: string[] = [];
            for (let index = 0; index < raw.length; index += 2) if (raw[index].toLowerCase() !== 'date') pairs.push(`${raw[index]}: ${raw[index + 1]}`);
            resolve([String(response.statusCode), ...pairs]);
          });
        })
        .on('error', reject);
    });
  try {
    await run(get);
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe(prepareHeaders.name, () => {
  it("uses Node's own header store on this Node (else every cached read pays the per-header checks again)", () => {
    expect(prepareHeaders(200, HEADERS).trusted).not.toBeNull();
  });

  it.each([
    ['a value with a line break', { 'x-injected': 'a\r\nSet-Cookie: b' }],
    ['a name that is no token', { 'bad name': 'x' }],
  ])('checks the headers once as writeHead does: refuses %s', (_label, headers) => {
    expect(() => prepareHeaders(200, headers)).toThrow();
  });

  it('sends, trusted or not, the very header block writeHead(status, headers) sends, on one kept-alive connection', async () => {
    const prepared = prepareHeaders(200, HEADERS);
    const untrusted: PreparedHeaders = { headers: HEADERS, trusted: null };
    const { 'content-length': _length, ...withoutLength } = HEADERS;
    const notModified = prepareHeaders(304, withoutLength);
    await withServer(
      {
        '/plain': (response) => response.writeHead(200, HEADERS),
        '/prepared': (response) => writePrepared(response, 200, prepared),
        '/untrusted': (response) => writePrepared(response, 200, untrusted),
        '/plain-304': (response) => response.writeHead(304, notModified.headers),
        '/prepared-304': (response) => writePrepared(response, 304, notModified),
      },
      async (get) => {
        const plain = await get('/plain');
        expect(plain).toContain('content-security-policy: default-src \'self\';script-src \'self\'');
        expect(plain).toContain('Connection: keep-alive');
        expect(await get('/prepared')).toEqual(plain);
        expect(await get('/untrusted')).toEqual(plain);
        expect(await get('/prepared')).toEqual(plain);
        const plain304 = await get('/plain-304');
        expect(plain304[0]).toBe('304');
        expect(await get('/prepared-304')).toEqual(plain304);
      },
    );
  });

  it("keeps one response's headers out of the next: the shared store is never written", async () => {
    const prepared = prepareHeaders(200, HEADERS);
    let refused: unknown = null;
    await withServer(
      {
        '/prepared': (response) => {
          writePrepared(response, 200, prepared);
          try {
            response.setHeader('x-late', '1');
          } catch (error) {
            refused = error;
          }
        },
        // A header set before (another handler's) is kept: the headers go through writeHead.
        '/with-own-header': (response) => {
          response.setHeader('x-own', '1');
          writePrepared(response, 200, prepared);
        },
      },
      async (get) => {
        expect(await get('/prepared')).not.toContain('x-late: 1');
        expect((refused as NodeJS.ErrnoException | null)?.code).toBe('ERR_HTTP_HEADERS_SENT');
        const own = await get('/with-own-header');
        expect(own).toContain('x-own: 1');
        expect(own).toContain('etag: "abc"');
        expect(await get('/prepared')).not.toContain('x-own: 1');
      },
    );
    expect(Object.keys(prepared.trusted!)).toEqual(Object.keys(HEADERS));
  });
});
