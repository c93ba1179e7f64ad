import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AdminCredentialsService } from '../src/auth/admin-credentials.service';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';

const WRONG = { username: 'admin', password: 'wrong-password' };

describe('Login throttling', () => {
  let sut: TestApp;
  // Each test uses its own client address so counters do not mix: the gateway trusts one proxy hop
  // (TRUST_PROXY=1, as in infra/k8s), so the right-most X-Forwarded-For entry is the client.
  let nextAddress = 10;
  const freshIp = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    // The tests below all fail as 'admin' from many addresses; the per-username limit across
    // addresses has its own suite (and app) below, so it is out of the way here.
    sut = await createTestApp({ TRUST_PROXY: '1', LOGIN_IP_MAX_FAILURES: '10', LOGIN_USER_FREE_FAILURES: '1000' });
    // Listening once up front: parallel supertest requests on an unbound server would each try to bind it.
    await sut.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await sut.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const login = (ip: string, body: object) =>
    request(sut.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip).send(body);

  it('checks exactly 5 passwords out of 30 parallel wrong guesses from one IP; the rest answer 429 unchecked', async () => {
    const verify = jest.spyOn(sut.app.get(AdminCredentialsService), 'verify');
    const ip = freshIp();

    const responses = await Promise.all(Array.from({ length: 30 }, () => login(ip, WRONG)));

    const statuses = responses.map((response) => response.status);
    expect(verify).toHaveBeenCalledTimes(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body).toEqual({ statusCode: 429, message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('counts guesses with a spoofed left-most X-Forwarded-For entry against the real right-most hop', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await request(sut.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', `6.6.6.${attempt}, ${ip}`).send(WRONG).expect(401);
    }

    const spoofed = await request(sut.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', `6.6.6.99, ${ip}`).send(WRONG);
    const plain = await login(ip, WRONG);

    expect(spoofed.status).toBe(429);
    expect(plain.status).toBe(429);
  });

  it('answers 429 with Retry-After after 5 failures for one IP + username, even with the right password', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(ip, WRONG)).status).toBe(401);
    }

    const blocked = await login(ip, WRONG);
    const rightPassword = await login(ip, TEST_ADMIN);

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many failed login attempts. Try again in 15 minutes.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(rightPassword.status).toBe(429);
  });

  it('does not lock the admin out from another address', async () => {
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(attacker, WRONG);

    await login(freshIp(), TEST_ADMIN).expect(200);
  });

  it('clears the counter on a successful login', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(ip, WRONG).expect(401);
    await login(ip, TEST_ADMIN).expect(200);

    for (let attempt = 1; attempt <= 4; attempt += 1) await login(ip, WRONG).expect(401);
    await login(ip, TEST_ADMIN).expect(200);
  });

  it('applies a ceiling per IP across usernames', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(ip, { username: `user-${attempt}`, password: 'guess-guess' }).expect(401);
    }

    const response = await login(ip, { username: 'someone-else', password: 'guess-guess' });

    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('keeps counters in Redis, so another gateway replica sees them', async () => {
    const replica = await createTestApp({
      TRUST_PROXY: '1',
      DATABASE_URL: sut.config.databaseUrl,
      LOGIN_THROTTLE_PREFIX: sut.config.loginThrottle.prefix,
    });
    try {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt += 1) await login(ip, WRONG).expect(401);

      const response = await request(replica.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip).send(WRONG);

      expect(response.status).toBe(429);
    } finally {
      await replica.app.close();
      await replica.database.drop();
    }
  });
});

describe('Login throttling per username, across addresses', () => {
  let sut: TestApp;
  let nextAddress = 10;
  // One attempt per address: the per-IP counters never refuse, only the username's can.
  const freshIp = () => `198.51.100.${nextAddress++}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    sut = await createTestApp({ TRUST_PROXY: '1', LOGIN_USER_FREE_FAILURES: '3', LOGIN_USER_BASE_DELAY: '1', LOGIN_USER_MAX_DELAY: '2' });
    await sut.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await sut.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const loginFromNewAddress = (body: object) =>
    request(sut.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', `6.6.6.6, ${freshIp()}`).send(body);
  const guess = (username: string) => ({ username, password: 'wrong-password' });

  it('refuses the username after 3 failures from 3 addresses, even with the right password; a success after the wait resets it', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) await loginFromNewAddress(WRONG).expect(401);

    const refused = await loginFromNewAddress(WRONG);
    const rightPassword = await loginFromNewAddress(TEST_ADMIN);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Too many failed login attempts. Try again in 1 second.' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(rightPassword.status).toBe(429);

    await sleep(1100);
    await loginFromNewAddress(TEST_ADMIN).expect(200);
    for (let attempt = 1; attempt <= 3; attempt += 1) await loginFromNewAddress(WRONG).expect(401);
  });

  it('doubles the wait after each further failure, up to the cap', async () => {
    const username = 'delays';
    for (let attempt = 1; attempt <= 3; attempt += 1) await loginFromNewAddress(guess(username)).expect(401);
    const waits: string[] = [];

    for (let round = 1; round <= 3; round += 1) {
      const refused = await loginFromNewAddress(guess(username)).expect(429);
      waits.push(refused.headers['retry-after']);
      await sleep(Number(refused.headers['retry-after']) * 1000 + 100);
      await loginFromNewAddress(guess(username)).expect(401);
    }

    expect(waits).toEqual(['1', '2', '2']);
  });

  it('checks exactly 3 passwords out of 30 parallel guesses from 30 addresses', async () => {
    const verify = jest.spyOn(sut.app.get(AdminCredentialsService), 'verify');

    const responses = await Promise.all(Array.from({ length: 30 }, () => loginFromNewAddress(guess('parallel'))));

    const statuses = responses.map((response) => response.status);
    expect(verify).toHaveBeenCalledTimes(3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });

  it('counts usernames apart: one under attack does not slow another', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await loginFromNewAddress(guess('victim'));

    await loginFromNewAddress(guess('victim')).expect(429);
    await loginFromNewAddress(guess('bystander')).expect(401);
  });
});

describe('Password checks are bounded (issue 25, item 3)', () => {
  let sut: TestApp;
  let nextAddress = 10;
  const freshIp = () => `192.0.2.${nextAddress++}`;
  const QUEUE = 2;

  beforeAll(async () => {
    // Per-username limits out of the way: only the check queue is under test.
    sut = await createTestApp({ TRUST_PROXY: '1', LOGIN_USER_FREE_FAILURES: '100000', LOGIN_VERIFY_CONCURRENCY: '1', LOGIN_VERIFY_QUEUE: String(QUEUE) });
    await sut.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await sut.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const login = (ip: string, body: object) => request(sut.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip).send(body);

  it('refuses made-up usernames from 4 addresses (inside the per-address limit) without a single argon2 check, with the same answer', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    const addresses = Array.from({ length: 4 }, freshIp);

    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, index) => login(addresses[index % 4], { username: `user-${randomUUID()}`, password: 'wrong-password' })),
    );

    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([401]));
    expect(responses[0].body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    expect(verify).not.toHaveBeenCalled();
    await login(freshIp(), TEST_ADMIN).expect(200);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('checks one password at a time, lets 2 more wait, and answers 503 with Retry-After at once beyond that', async () => {
    const original = argon2.verify.bind(argon2);
    let running = 0;
    let mostAtOnce = 0;
    // Slow checks, so that the parallel attempts below all meet the queue while the first one runs.
    const verify = jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 400));
      try {
        return await original(...args);
      } finally {
        running -= 1;
      }
    });

    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(freshIp(), WRONG).then((response) => ({ response, ms: Date.now() - started }))));

    const busy = responses.filter(({ response }) => response.status === 503);
    const checked = responses.filter(({ response }) => response.status === 401);
    expect(mostAtOnce).toBe(1);
    expect(checked.length).toBe(verify.mock.calls.length);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(1 + QUEUE);
    expect(busy.length).toBe(12 - checked.length);
    expect(busy[0].response.body).toEqual({ statusCode: 503, message: 'Too many sign-in attempts are being checked right now. Please try again in a moment.' });
    expect(busy[0].response.headers['retry-after']).toBe('1');
    // Refused at once, not after waiting their turn.
    expect(Math.min(...busy.map(({ ms }) => ms))).toBeLessThan(400);
  });
});

describe('Cross-site request defence behind a trusted proxy (TRUST_PROXY=1)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await sut.close();
  });

  const login = (headers: Record<string, string>) => request(sut.app.getHttpServer()).post('/api/admin/login').set('Host', 'agency.example').set(headers).send(TEST_ADMIN);

  it('takes the scheme from the proxy: https pages of this host sign in, http ones do not, and the other way round', async () => {
    await login({ 'X-Forwarded-Proto': 'https', Origin: 'https://agency.example' }).expect(200);
    await login({ 'X-Forwarded-Proto': 'https', Referer: 'https://agency.example/admin-login' }).expect(200);
    await login({ 'X-Forwarded-Proto': 'https', Origin: 'http://agency.example' }).expect(403);
    await login({ 'X-Forwarded-Proto': 'http', Origin: 'https://agency.example' }).expect(403);
    await login({ Origin: 'http://agency.example' }).expect(200);
  });
});

describe('Cross-site request defence', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ PUBLIC_URL: 'https://www.example-agency.test' });
  });

  afterAll(async () => {
    await sut.close();
  });

  const http = () => request(sut.app.getHttpServer());

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Referer', { Referer: 'https://evil.example/page' }],
    ['an opaque Origin', { Origin: 'null' }],
  ])('answers 403 for a login with %s', async (_label, headers) => {
    const response = await http().post('/api/admin/login').set(headers).send(TEST_ADMIN);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 403 for a foreign Origin even with a valid session, and changes nothing', async () => {
    const agent = request.agent(sut.app.getHttpServer());
    await agent.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const created = await agent.post('/api/admin/blog/posts').send({ title: 'Keep me', category: 'Video Editing' }).expect(201);

    const attack = await agent.delete(`/api/admin/blog/posts/${created.body.id}`).set('Origin', 'https://evil.example');

    expect(attack.status).toBe(403);
    await agent.get(`/api/admin/blog/posts/${created.body.id}`).expect(200);
  });

  it('accepts the request host and PUBLIC_URL as origins', async () => {
    await http().post('/api/admin/login').set('Host', 'gateway.internal:8080').set('Origin', 'http://gateway.internal:8080').send(TEST_ADMIN).expect(200);
    await http().post('/api/admin/login').set('Origin', 'https://www.example-agency.test').send(TEST_ADMIN).expect(200);
    await http().post('/api/admin/login').set('Referer', 'https://www.example-agency.test/admin-login').send(TEST_ADMIN).expect(200);
  });

  it.each([
    ['https on a plain-http gateway', 'https://gateway.internal:8080'],
    ['another port', 'http://gateway.internal:8081'],
    ['the default port instead of 8080', 'http://gateway.internal'],
    ['an X-Forwarded-Proto the gateway does not trust (TRUST_PROXY unset)', 'https://gateway.internal:8080', { 'X-Forwarded-Proto': 'https' }],
  ])('answers 403 for an Origin that is the same host with %s', async (_label, origin, headers: Record<string, string> = {}) => {
    const response = await http().post('/api/admin/login').set('Host', 'gateway.internal:8080').set(headers).set('Origin', origin).send(TEST_ADMIN);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
  });

  it('lets reads through whatever the Origin', async () => {
    await http().get('/api/admin/status').set('Origin', 'https://evil.example').expect(200);
  });

  it('answers 415 for a form-encoded or text body', async () => {
    const form = await http().post('/api/admin/login').type('form').send('username=admin&password=test-password-123');
    const text = await http().post('/api/admin/login').set('Content-Type', 'text/plain').send('{"username":"admin"}');

    expect(form.status).toBe(415);
    expect(form.body).toEqual({ statusCode: 415, message: 'Request bodies must be JSON (Content-Type: application/json)' });
    expect(text.status).toBe(415);
  });

  it('answers 415 for a form body on an upper-case /API path, which routing matches all the same, and creates nothing', async () => {
    const agent = request.agent(sut.app.getHttpServer());
    await agent.post('/api/admin/login').send(TEST_ADMIN).expect(200);

    const attack = await agent.post('/API/ADMIN/blog/posts').type('form').send('title=Planted+by+a+form&category=Video+Editing');

    expect(attack.status).toBe(415);
    expect(attack.body).toEqual({ statusCode: 415, message: 'Request bodies must be JSON (Content-Type: application/json)' });
    const titles = (await agent.get('/api/admin/blog/posts').expect(200)).body.map((post: { title: string }) => post.title);
    expect(titles).not.toContain('Planted by a form');
  });
});
