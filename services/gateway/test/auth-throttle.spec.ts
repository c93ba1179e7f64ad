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
    sut = await createTestApp({ TRUST_PROXY: '1', LOGIN_IP_MAX_FAILURES: '10' });
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
});
