import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..');
const REQUIRED_ENV = { ADMIN_PASSWORD: 'compose-test-password', SESSION_SECRET: 'x'.repeat(64), METRICS_TOKEN: 'm'.repeat(48) };

/** Debian's docker-compose 1.29 validates and normalises the file with no Docker engine. */
function compose(args: string[], env: Record<string, string> = REQUIRED_ENV) {
  const environment: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  return spawnSync('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), ...args], { cwd: ROOT, env: environment, encoding: 'utf8' });
}

describe('docker-compose.yml', () => {
  it('docker-compose is installed (.ci/run installs it): this suite must not pass by skipping', () => {
    const version = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
    expect(version.error).toBeUndefined();
    expect(version.status).toBe(0);
  });

  it('validates with `docker-compose config -q` when the required secrets are set', () => {
    const result = compose(['config', '-q']);
    expect(result.error).toBeUndefined();
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('refuses to start without ADMIN_PASSWORD and SESSION_SECRET', () => {
    const result = compose(['config', '-q'], {});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ADMIN_PASSWORD|SESSION_SECRET/);
  });

  it('refuses to start without METRICS_TOKEN: /metrics is never open in the production setup', () => {
    const { METRICS_TOKEN: _token, ...withoutToken } = REQUIRED_ENV;
    const result = compose(['config', '-q'], withoutToken);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/METRICS_TOKEN/);
  });

  describe('the normalised configuration', () => {
    let services: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

    beforeAll(() => {
      const result = compose(['config']);
      expect(result.status).toBe(0);
      services = parse(result.stdout).services;
    });

    it('has postgres, redis, gateway and worker, and the backup run its cron starts', () => {
      expect(Object.keys(services).sort()).toEqual(['backup', 'gateway', 'postgres', 'redis', 'worker']);
    });

    it('backs up PostgreSQL on demand (profile backup) into a host folder, after Postgres is healthy', () => {
      const backup = services.backup;
      expect(backup.profiles).toEqual(['backup']);
      expect(backup.image).toBe(services.gateway.image);
      expect(backup.environment.DATABASE_URL).toBe(services.gateway.environment.DATABASE_URL);
      expect(backup.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      // docker-compose 1.29 normalises a bind mount to "<absolute host path>:<target>:rw".
      expect(backup.volumes).toEqual([`${path.join(ROOT, 'backups')}:/backups:rw`]);
      expect(backup.command.join(' ')).toMatch(/writeBackup\(process\.env\.DATABASE_URL, '\/backups\//);
    });

    it('runs Redis with AOF (everysec) and noeviction on a volume', () => {
      const command: string[] = services.redis.command;
      const option = (name: string) => command[command.indexOf(name) + 1];
      expect(option('--appendonly')).toBe('yes');
      expect(option('--appendfsync')).toBe('everysec');
      expect(option('--maxmemory-policy')).toBe('noeviction');
      expect(services.redis.volumes?.length).toBeGreaterThan(0);
      expect(services.redis.healthcheck).toBeDefined();
    });

    it('keeps Postgres on a volume with a healthcheck', () => {
      expect(services.postgres.volumes?.length).toBeGreaterThan(0);
      expect(services.postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    });

    it('starts the gateway after healthy Postgres and Redis, checks /api/health, migrates at boot', () => {
      expect(services.gateway.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
      expect(services.gateway.healthcheck.test.join(' ')).toMatch(/\/api\/health/);
      expect(services.gateway.environment).toMatchObject({
        RUN_MIGRATIONS: 'true',
        ADMIN_PASSWORD: REQUIRED_ENV.ADMIN_PASSWORD,
        METRICS_TOKEN: REQUIRED_ENV.METRICS_TOKEN,
        NODE_ENV: 'production',
      });
      expect(services.gateway.command).toEqual(['node', 'services/gateway/dist/main.js']);
    });

    it('lets a worker finish an AI job on stop and can scale (no fixed name or host port)', () => {
      expect(services.worker.command).toEqual(['node', 'services/worker/dist/main.js']);
      expect(services.worker.stop_grace_period).toMatch(/^\d+m|^\d{3,}s/);
      expect(services.worker.container_name).toBeUndefined();
      expect(services.worker.ports).toBeUndefined();
    });
  });
});
