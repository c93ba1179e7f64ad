import { createGunzip, gunzipSync } from 'node:zlib';
import { toCachedBody } from './cached-json';
import { fillSlot, toSplicedBody } from './spliced-body';

/** Inflates with the streaming decoder too (what an HTTP client uses), not only the one-shot one. */
function gunzipStreaming(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    gunzip.on('end', () => resolve(Buffer.concat(chunks)));
    gunzip.on('error', reject);
    // Small writes: the member must decode whatever the chunk boundaries.
    for (let offset = 0; offset < bytes.length; offset += 7) gunzip.write(bytes.subarray(offset, offset + 7));
    gunzip.end();
  });
}

describe(fillSlot.name, () => {
  const before = `<!doctype html><html><head><title>Not found</title></head><body>${'<p>The same page for every miss. é 😀</p>'.repeat(200)}`;
  const after = '\n</body></html>\n';
  const sut = toSplicedBody(before, after, 'text/html; charset=utf-8', 'no-cache', 404);

  it.each([
    ['empty', ''],
    ['a data block', '<script type="application/json" id="app-state">{"queries":[{"queryKey":["/api/blog/posts","x"],"data":null}]}</script>'],
    ['non-ASCII', '{"slug":"vidéo-😀"}'],
    ['longer than one stored block', 'x'.repeat(70_000) + 'y'.repeat(70_000)],
  ])('gives the same body as one built whole, and gzip bytes that inflate to it (%s)', async (_label, middle) => {
    const filled = fillSlot(sut, middle);
    const whole = toCachedBody(before + middle + after, 'text/html; charset=utf-8', 'no-cache', 404);

    expect(filled.body.equals(whole.body)).toBe(true);
    expect(gunzipSync(filled.gzip!).equals(whole.body)).toBe(true);
    expect((await gunzipStreaming(filled.gzip!)).equals(whole.body)).toBe(true);
    expect(filled).toMatchObject({ status: 404, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(filled.etag).toMatch(/^"[\w-]{27}"$/);
    expect(filled.gzipEtag).toBe(`${filled.etag.slice(0, -1)}-gz"`);
  });

  it('gives each body its own validator, the same one for the same body', () => {
    expect(fillSlot(sut, 'a').etag).not.toBe(fillSlot(sut, 'b').etag);
    expect(fillSlot(sut, 'a').etag).toBe(fillSlot(sut, 'a').etag);
    expect(fillSlot(toSplicedBody(`${before}!`, after, 'text/html', 'no-cache', 404), 'a').etag).not.toBe(fillSlot(sut, 'a').etag);
  });

  it('does not gzip a small body', () => {
    expect(fillSlot(toSplicedBody('<p>', '</p>', 'text/html', 'no-cache', 404), 'x').gzip).toBeNull();
  });
});
