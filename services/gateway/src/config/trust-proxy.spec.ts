import express from 'express';
import request from 'supertest';
import { ConfigError, loadConfig } from './app-config';
import { parseTrustProxy } from './trust-proxy';

const BASE = { DATABASE_URL: 'postgres://x@localhost/db', REDIS_URL: 'redis://localhost:6379' };

describe(parseTrustProxy.name, () => {
  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.244.0.0/16, 192.168.1.7,fd00::/8', ['10.244.0.0/16', '192.168.1.7', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes', '0.0.0.0/0', '10.0.0.0/8,::/0'])('refuses %j: it would trust every hop', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/trusts every X-Forwarded-For entry.*e\.g\. 1 behind ingress-nginx/);
  });

  it.each(['ingress', '10.0.0.0/33', '300.1.1.1', '-1'])('refuses %j', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow();
  });

  it('makes the boot fail with TRUST_PROXY=true, naming the variable', () => {
    expect(() => loadConfig({ ...BASE, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" trusts every X-Forwarded-For entry/);
    expect(loadConfig(BASE).trustProxy).toBe(false);
    expect(loadConfig({ ...BASE, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  describe('as Express applies it', () => {
    const clientIpWith = async (trust: string, forwardedFor: string) => {
      const app = express();
      const value = parseTrustProxy(trust);
      app.set('trust proxy', Array.isArray(value) ? [...value] : value);
      app.get('/', (req, res) => {
        res.send(req.ip);
      });
      return (await request(app).get('/').set('X-Forwarded-For', forwardedFor)).text;
    };

    // supertest connects from the loopback address: that peer plays the ingress proxy.
    it.each([
      ['1', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
      ['loopback', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
      ['127.0.0.1/32', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
      ['2', '6.6.6.6, 198.51.100.7, 10.0.0.3', '198.51.100.7'],
      ['10.0.0.0/8', '6.6.6.6, 198.51.100.7', '127.0.0.1'],
      ['false', '6.6.6.6', '127.0.0.1'],
    ])('TRUST_PROXY=%j, X-Forwarded-For %j: the client is %s', async (trust, forwardedFor, expected) => {
      expect(await clientIpWith(trust, forwardedFor)).toMatch(new RegExp(`^(::ffff:)?${expected.replace(/\./g, '\\.')}$`));
    });
  });
});
