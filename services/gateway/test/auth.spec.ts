import { createHmac } from 'node:crypto';
import argon2 from 'argon2';
import Redis from 'ioredis';
import request from 'supertest';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { loginAgent } from './support/login';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('hf.sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

const cookiePair = (cookie: string) => cookie.split(';')[0];

describe('Admin sign-in and sessions', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  const http = () => request(sut.app.getHttpServer());

  it('reports signed out without a session', async () => {
    const response = await http().get('/api/admin/status').expect(200);

    expect(response.body).toEqual({ isAuthenticated: false, remainingTime: 0, loginTime: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['blank fields', { username: '  ', password: '   ' }],
    ['a missing password', { username: 'admin' }],
    ['non-string fields', { username: 1, password: true }],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await http().post('/api/admin/login').send(body).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message: 'Please enter both username and password' });
  });

  it('answers one 401 text for a wrong password and an unknown user', async () => {
    const wrongPassword = await http().post('/api/admin/login').send({ username: 'admin', password: 'nope-nope' });
    const unknownUser = await http().post('/api/admin/login').send({ username: 'mallory', password: TEST_ADMIN.password });

    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the status object and a locked-down cookie', async () => {
    const before = Date.now();
    const response = await http().post('/api/admin/login').send(TEST_ADMIN).expect(200);

    expect(response.body).toEqual({ isAuthenticated: true, remainingTime: 43200, loginTime: expect.any(String) });
    const loginTime = Date.parse(response.body.loginTime);
    expect(loginTime).toBeGreaterThanOrEqual(before - 1000);
    expect(loginTime).toBeLessThanOrEqual(Date.now());
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/; Expires=/);
  });

  it('trims the username but not the password', async () => {
    await http().post('/api/admin/login').send({ username: ' admin ', password: TEST_ADMIN.password }).expect(200);
    await http().post('/api/admin/login').send({ username: 'admin', password: ` ${TEST_ADMIN.password}` }).expect(401);
  });

  it('rotates the session id on login; the old id is dead', async () => {
    const first = await http().post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const firstCookie = cookiePair(sessionCookie(first));

    const second = await http().post('/api/admin/login').set('Cookie', firstCookie).send(TEST_ADMIN).expect(200);
    const secondCookie = cookiePair(sessionCookie(second));

    expect(secondCookie).not.toBe(firstCookie);
    const replay = await http().get('/api/admin/status').set('Cookie', firstCookie).expect(200);
    expect(replay.body.isAuthenticated).toBe(false);
    const current = await http().get('/api/admin/status').set('Cookie', secondCookie).expect(200);
    expect(current.body.isAuthenticated).toBe(true);
  });

  it('ignores a session id the server never issued (no fixation)', async () => {
    const response = await http().get('/api/admin/status').set('Cookie', 'hf.sid=s%3Aattacker-chosen-id.forged').expect(200);

    expect(response.body.isAuthenticated).toBe(false);
  });

  it('counts remainingTime down from the login time', async () => {
    const agent = await loginAgent(sut);
    const first = (await agent.get('/api/admin/status').expect(200)).body;

    await sleep(1100);
    const second = (await agent.get('/api/admin/status').expect(200)).body;

    expect(first.isAuthenticated).toBe(true);
    expect(second.remainingTime).toBeLessThan(first.remainingTime);
    expect(second.loginTime).toBe(first.loginTime);
  });

  it('destroys the session on logout: replaying the old cookie is unauthenticated', async () => {
    const login = await http().post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const cookie = cookiePair(sessionCookie(login));
    await http().get('/api/admin/blog/posts').set('Cookie', cookie).expect(200);

    const logout = await http().post('/api/admin/logout').set('Cookie', cookie).expect(200);

    expect(logout.body).toEqual({ isAuthenticated: false, remainingTime: 0, loginTime: null });
    expect(sessionCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const replayStatus = await http().get('/api/admin/status').set('Cookie', cookie).expect(200);
    expect(replayStatus.body.isAuthenticated).toBe(false);
    const replayAdmin = await http().get('/api/admin/blog/posts').set('Cookie', cookie).expect(401);
    expect(replayAdmin.body).toEqual({ statusCode: 401, message: 'Authentication required' });
  });

  it('keeps sessions in Redis under the configured prefix', async () => {
    const login = await http().post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const sid = decodeURIComponent(cookiePair(sessionCookie(login)).split('=')[1]).slice(2).split('.')[0];
    const client = new Redis(sut.config.redisUrl);
    try {
      const stored = await client.get(`${sut.config.session.prefix}${sid}`);
      const ttl = await client.ttl(`${sut.config.session.prefix}${sid}`);
      expect(stored).toContain('"loginTime"');
      expect(stored).not.toContain(TEST_ADMIN.password);
      expect(ttl).toBeGreaterThan(43000);
      expect(ttl).toBeLessThanOrEqual(43200);
    } finally {
      client.disconnect();
    }
  });
});

describe('Admin session absolute lifetime', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ ADMIN_SESSION_TTL: '2' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('ends the session at loginTime + TTL even while it is being used', async () => {
    const agent = await loginAgent(sut);
    await sleep(1000);
    const active = await agent.get('/api/admin/blog/posts');
    expect(active.status).toBe(200);

    await sleep(1200);

    const status = await agent.get('/api/admin/status').expect(200);
    expect(status.body).toEqual({ isAuthenticated: false, remainingTime: 0, loginTime: null });
    await agent.get('/api/admin/blog/posts').expect(401);
  });
});

describe('Admin password given as an argon2id hash', () => {
  let sut: TestApp;

  beforeAll(async () => {
    const hash = await argon2.hash('hashed-secret-42', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 });
    sut = await createTestApp({ ADMIN_PASSWORD: '', ADMIN_PASSWORD_HASH: hash, ADMIN_USERNAME: 'editor' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('accepts the password that matches the hash', async () => {
    await loginAgent(sut, { username: 'editor', password: 'hashed-secret-42' });
    await request(sut.app.getHttpServer()).post('/api/admin/login').send({ username: 'editor', password: 'wrong-one' }).expect(401);
  });
});

describe('Admin sign-in while Redis is down', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers login with a quick 503 and a readable message, never a 500 or a hang', async () => {
    const started = Date.now();
    const response = await request(sut.app.getHttpServer()).post('/api/admin/login').send(TEST_ADMIN);

    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, message: expect.stringMatching(/temporarily unavailable/) });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 503 for a request carrying a session cookie and 401 for an admin route without one', async () => {
    // A correctly signed cookie, so the session store must be asked.
    const signature = createHmac('sha256', sut.config.session.secret).update('some-session').digest('base64').replace(/=+$/, '');
    const cookie = `hf.sid=${encodeURIComponent(`s:some-session.${signature}`)}`;
    const withCookie = await request(sut.app.getHttpServer()).get('/api/admin/status').set('Cookie', cookie);
    const withoutCookie = await request(sut.app.getHttpServer()).get('/api/admin/blog/posts');

    expect(withCookie.status).toBe(503);
    expect(withCookie.body.statusCode).toBe(503);
    expect(withoutCookie.status).toBe(401);
  });
});

describe('Admin configuration', () => {
  const base = { DATABASE_URL: 'postgres://x@localhost/db', REDIS_URL: 'redis://localhost:6379' };

  it('refuses to start in production without a password, naming the variable', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses to start in production without a session secret, naming the variable', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-pw' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-pw' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses to start in production without METRICS_TOKEN (an open /metrics), naming the variable', () => {
    const production = { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-pw', SESSION_SECRET: 'x'.repeat(32) };

    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).metricsToken).toBeNull();
  });

  it('starts in production with the password, the session secret and the metrics token, with a Secure cookie', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-pw', SESSION_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'm'.repeat(24) });

    expect(config.session.secureCookie).toBe(true);
    expect(config.admin.passwordGenerated).toBe(false);
  });

  it('generates an ephemeral password and secret outside production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });

    expect(config.admin.passwordGenerated).toBe(true);
    expect(config.admin.password).toMatch(/^[\w-]{20,}$/);
    expect(config.session.secretGenerated).toBe(true);
    expect(config.session.ttlSeconds).toBe(43200);
    expect(config.session.prefix).toBe('sess:');
    expect(config.admin.username).toBe('admin');
  });

  it('rejects a password hash that is not argon2id', () => {
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD_HASH: '$2b$10$abcdefghijk' })).toThrow(/ADMIN_PASSWORD_HASH/);
  });
});
