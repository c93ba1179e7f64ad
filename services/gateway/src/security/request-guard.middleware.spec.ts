import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../config/app-config';
import { createRequestGuardMiddleware, CROSS_SITE_REFUSED, JSON_REQUIRED } from './request-guard.middleware';

/** `protocol` is what Express derives (X-Forwarded-Proto only from a trusted proxy). */
function fakeRequest(method: string, headers: Record<string, string>, path = '/api/admin/blog/posts', protocol = 'http'): Request {
  return { method, headers, path, protocol } as unknown as Request;
}

function run(request: Request) {
  const config = loadConfig({ DATABASE_URL: 'postgres://x@h/db', REDIS_URL: 'redis://h:1', PUBLIC_URL: 'https://agency.example' });
  const sut = createRequestGuardMiddleware(config);
  const result: { status?: number; body?: unknown; passed: boolean } = { passed: false };
  const response = {
    status(code: number) {
      result.status = code;
      return this;
    },
    json(body: unknown) {
      result.body = body;
      return this;
    },
  } as unknown as Response;
  sut(request, response, (() => {
    result.passed = true;
  }) as NextFunction);
  return result;
}

describe(createRequestGuardMiddleware.name, () => {
  it('lets safe methods through whatever the origin', () => {
    expect(run(fakeRequest('GET', { origin: 'https://evil.example', host: 'agency.example' })).passed).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a foreign origin on %s', (method) => {
    const result = run(fakeRequest(method, { origin: 'https://evil.example', host: 'agency.example' }));

    expect(result).toEqual({ passed: false, status: 403, body: { statusCode: 403, message: CROSS_SITE_REFUSED } });
  });

  it.each([
    ['the request host', { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }],
    ['PUBLIC_URL', { origin: 'https://agency.example', host: 'gateway:3000' }],
    ['a PUBLIC_URL referer', { referer: 'https://agency.example/admin', host: 'gateway:3000' }],
    ['no origin at all', { host: 'gateway:3000' }],
  ])('accepts %s', (_label, headers) => {
    expect(run(fakeRequest('POST', headers)).passed).toBe(true);
  });

  it.each([
    ['another scheme', 'https://10.0.0.5:3000', 'http'],
    ['another scheme, the other way round', 'http://agency.example', 'https'],
    ['another port', 'http://10.0.0.5:3001', 'http'],
  ])('refuses the request host with %s', (_label, origin, protocol) => {
    const host = new URL(origin).hostname === 'agency.example' ? 'agency.example' : '10.0.0.5:3000';
    expect(run(fakeRequest('POST', { origin, host }, '/api/admin/login', protocol)).status).toBe(403);
  });

  it('accepts the request host on https with its default port written out or not', () => {
    expect(run(fakeRequest('POST', { origin: 'https://shop.example', host: 'shop.example:443' }, '/api/x', 'https')).passed).toBe(true);
    expect(run(fakeRequest('POST', { origin: 'https://shop.example:443', host: 'SHOP.example' }, '/api/x', 'https')).passed).toBe(true);
  });

  it('refuses a look-alike origin', () => {
    expect(run(fakeRequest('POST', { origin: 'https://agency.example.evil.test', host: 'agency.example' })).status).toBe(403);
  });

  it('requires JSON for a state-changing /api request with a body', () => {
    const form = run(fakeRequest('POST', { host: 'h', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' }));
    const json = run(fakeRequest('POST', { host: 'h', 'content-type': 'application/json; charset=utf-8', 'content-length': '10' }));
    const empty = run(fakeRequest('POST', { host: 'h' }));

    expect(form).toEqual({ passed: false, status: 415, body: { statusCode: 415, message: JSON_REQUIRED } });
    expect(json.passed).toBe(true);
    expect(empty.passed).toBe(true);
  });

  it.each(['/API/admin/blog/posts', '/Api/ai/ideas/generate'])('requires JSON on %s too: routing ignores case, so must the check', (path) => {
    const form = run(fakeRequest('POST', { host: 'h', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' }, path));

    expect(form).toEqual({ passed: false, status: 415, body: { statusCode: 415, message: JSON_REQUIRED } });
  });
});
