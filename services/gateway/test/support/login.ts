import request from 'supertest';
import { TEST_ADMIN, TestApp } from './test-app';

/**
 * A supertest agent signed in as the admin: it keeps the session cookie for every later request.
 * `credentials` default to the test app's admin.
 */
export async function loginAgent(
  testApp: TestApp,
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<import('supertest').Agent> {
  const agent = request.agent(testApp.app.getHttpServer());
  const response = await agent.post('/api/admin/login').send(credentials);
  if (response.status !== 200) {
    throw new Error(`admin login failed in test: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return agent;
}
