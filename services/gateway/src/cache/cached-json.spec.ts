import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, sendCachedJson, toCachedJson, toCachedJsonPieces } from './cached-json';

function exchange(headers: Record<string, string>) {
  const request = new IncomingMessage(new Socket());
  request.headers = headers;
  const response = new ServerResponse(request);
  const chunks: Buffer[] = [];
  response.end = ((chunk?: Buffer) => {
    if (chunk) chunks.push(chunk);
    return response;
  }) as ServerResponse['end'];
  return { request, response, body: () => Buffer.concat(chunks) };
}

describe(sendCachedJson.name, () => {
  const big = toCachedJson({ items: Array.from({ length: 50 }, (_, index) => ({ index, text: 'x'.repeat(40) })) });
  const small = toCachedJson({ ok: true });

  it('serializes once: identity bytes are the JSON, gzip bytes inflate to them, small bodies are not gzipped', () => {
    expect(JSON.parse(big.body.toString())).toHaveProperty('items');
    expect(gunzipSync(big.gzip!).equals(big.body)).toBe(true);
    expect(small.gzip).toBeNull();
    expect(big.etag).toMatch(/^"[\w-]{27}"$/);
    expect(big.gzipEtag).toBe(`${big.etag.slice(0, -1)}-gz"`);
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['identity', false],
    ['', false],
  ])('Accept-Encoding %p -> gzip %p', (acceptEncoding, gzip) => {
    const { request, response, body } = exchange(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    sendCachedJson(request, response, big);
    expect(response.getHeader('Content-Encoding')).toBe(gzip ? 'gzip' : undefined);
    expect(body().equals(gzip ? big.gzip! : big.body)).toBe(true);
    expect(response.getHeader('ETag')).toBe(gzip ? big.gzipEtag : big.etag);
    expect(response.getHeader('Content-Length')).toBe(body().length);
  });

  it('answers each Accept-Encoding on its own when they alternate (the last answer is remembered)', () => {
    const sequence: Array<[string | string[] | undefined, boolean]> = [
      ['gzip', true],
      ['gzip', true],
      ['gzip;q=0', false],
      ['gzip', true],
      [undefined, false],
      [['br', 'gzip'], true],
      ['', false],
      ['br, gzip', true],
      ['identity', false],
    ];
    expect(sequence.map(([header]) => acceptsGzip(header))).toEqual(sequence.map(([, gzip]) => gzip));
  });

  it.each([
    [() => big.etag, 304],
    [() => big.gzipEtag, 304],
    [() => `W/${big.etag}`, 304],
    [() => `"other", ${big.etag}`, 304],
    [() => '*', 304],
    [() => '"other"', 200],
    [() => big.etag.slice(1, -1), 200],
  ])('If-None-Match %#', (tag, status) => {
    const { request, response, body } = exchange({ 'if-none-match': tag() });
    sendCachedJson(request, response, big);
    expect(response.statusCode).toBe(status);
    if (status === 304) expect(body().length).toBe(0);
    expect(response.getHeader('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe(toCachedJsonPieces.name, () => {
  it('serves the same bytes and validators as the document serialized whole', async () => {
    const items = Array.from({ length: 120 }, (_, index) => ({ index, text: `é 😀 ${'x'.repeat(index)}` }));
    const json = items.map((item) => JSON.stringify(item));
    const pieces = ['[' + json.slice(0, 50).join(','), ',' + json.slice(50, 100).join(','), ',' + json.slice(100).join(',') + ']'];
    const whole = toCachedJson(items);
    const built = await toCachedJsonPieces(pieces);
    expect(built.body.equals(whole.body)).toBe(true);
    expect(gunzipSync(built.gzip!).equals(whole.body)).toBe(true);
    expect([built.etag, built.gzipEtag, built.contentType, built.cacheControl]).toEqual([whole.etag, whole.gzipEtag, whole.contentType, whole.cacheControl]);
  });
});
