import { randomBytes } from 'node:crypto';

/** The throwaway Redis of this jest run. */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run tests through jest');
  return url;
}

/** A key prefix no other suite uses, so suites share one Redis without seeing each other's keys. */
export function uniqueRedisPrefix(label = 't'): string {
  return `${label}-${randomBytes(4).toString('hex')}`;
}
