import request from 'supertest';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

describe('The OpenAPI document at /api/docs', () => {
  describe('outside production', () => {
    let sut: TestApp;
    const http = () => request(sut.app.getHttpServer());

    beforeAll(async () => {
      sut = await createTestApp();
    });

    afterAll(async () => {
      await sut.close();
    });

    it('serves the document describing the admin API', async () => {
      const response = await http().get('/api/docs/openapi.json').expect(200);

      expect(response.body.openapi).toMatch(/^3\./);
      expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/admin/blog/posts', '/api/ai/productions']));
    });

    it('serves Swagger UI with no inline script (the CSP allows none)', async () => {
      const page = await http().get('/api/docs').set('Accept', 'text/html').redirects(1).expect(200);

      expect(page.text).toContain('swagger-ui');
      expect(page.text).not.toMatch(/<script>[^<]/);
    });
  });

  describe('in production', () => {
    let sut: TestApp;
    const http = () => request(sut.app.getHttpServer());

    beforeAll(async () => {
      sut = await createTestApp({ NODE_ENV: 'production', METRICS_TOKEN: 'test-metrics-token-0123456789', PUBLIC_URL: 'http://localhost:3000' });
    });

    afterAll(async () => {
      await sut.close();
    });

    it('answers 401 JSON to a caller without an admin session', async () => {
      const response = await http().get('/api/docs/openapi.json').expect(401);

      expect(response.body).toEqual({ statusCode: 401, message: 'Authentication required' });
    });

    it('sends a signed-out browser to the sign-in page', async () => {
      const response = await http().get('/api/docs').set('Accept', 'text/html').expect(302);

      expect(response.headers.location).toBe('/admin-login');
    });

    it('serves the document and the UI to the signed-in admin', async () => {
      const admin = await loginAgent(sut);

      const document = await admin.get('/api/docs/openapi.json').expect(200);
      expect(Object.keys(document.body.paths)).toContain('/api/admin/blog/posts');
      await admin.get('/api/docs').set('Accept', 'text/html').redirects(1).expect(200);
    });
  });
});
