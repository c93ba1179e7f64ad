import type { IncomingMessage } from 'node:http';
import { loadConfig } from '../config/app-config';
import { PublicWorkBudget } from './public-work-budget';

const budgetWith = (env: Record<string, string> = {}) =>
  new PublicWorkBudget(loadConfig({ DATABASE_URL: 'postgres://x@h/db', REDIS_URL: 'redis://h:1', PUBLIC_WORK_RATE: '2', PUBLIC_WORK_BURST: '3', ...env }));

const from = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress }, connection: { remoteAddress } }) as unknown as IncomingMessage;

describe('PublicWorkBudget', () => {
  it('lets a client spend its burst, then refills at the rate', () => {
    const budget = budgetWith();
    for (let turn = 0; turn < 3; turn += 1) {
      expect(budget.waitMs('a', 0)).toBe(0);
      budget.charge('a', 0);
    }
    // Empty: one token comes back in 1 / 2 s.
    expect(budget.waitMs('a', 0)).toBe(500);
    expect(budget.waitMs('a', 250)).toBe(250);
    expect(budget.waitMs('a', 500)).toBe(0);
    budget.charge('a', 500);
    expect(budget.waitMs('a', 500)).toBe(500);
    // Never more than the burst, however long the client was away.
    for (let turn = 0; turn < 3; turn += 1) budget.charge('a', 60_000);
    expect(budget.waitMs('a', 60_000)).toBe(500);
  });

  it('keeps the debt of work already in flight, down to minus the burst', () => {
    const budget = budgetWith();
    for (let turn = 0; turn < 100; turn += 1) budget.charge('a', 0);
    // From -3 back to 1 token at 2 a second.
    expect(budget.waitMs('a', 0)).toBe(2000);
    expect(budget.waitMs('b', 0)).toBe(0);
  });

  it('counts the address TRUST_PROXY gives, IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    const direct = budgetWith();
    expect(direct.clientOf(from('198.51.100.7', '6.6.6.6'))).toBe('198.51.100.7');
    expect(direct.clientOf(from('::ffff:198.51.100.7'))).toBe('198.51.100.7');
    expect(direct.clientOf(from('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(direct.clientOf(from('2001:db8:1:2::9'))).toBe('2001:db8:1:2::/64');
    const proxied = budgetWith({ TRUST_PROXY: '1' });
    expect(proxied.clientOf(from('10.0.0.1', '6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
  });

  it('never keeps more than PUBLIC_WORK_CLIENTS buckets', () => {
    const budget = budgetWith({ PUBLIC_WORK_CLIENTS: '10' });
    for (let client = 0; client < 1000; client += 1) budget.charge(`c${client}`, 0);
    expect(budget.clients).toBe(10);
  });

  it('leaves the studio, sign-in, monitoring and files out', () => {
    const budget = budgetWith();
    for (const path of ['/api/admin/login', '/api/admin/blog/posts', '/api/ai/jobs', '/api/docs', '/api/health', '/admin/queues/x', '/metrics', '/media/a.webp', '/assets/index.js']) {
      expect([path, budget.covers(path)]).toEqual([path, false]);
    }
    for (const path of ['/', '/blog/x', '/api/blog/posts/x', '/api/blog/page', '/rss.xml', '/admin', '/wp-login.php', '/api/administrator']) {
      expect([path, budget.covers(path)]).toEqual([path, true]);
    }
  });
});
