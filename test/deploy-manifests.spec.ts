import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parseTrustProxy } from '../services/gateway/src/config/trust-proxy';
import { loadConfig } from '../services/gateway/src/config/app-config';

const ROOT = path.resolve(__dirname, '..');
const K8S = path.join(ROOT, 'infra/k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  file: string;
}

function loadManifests(): Manifest[] {
  const manifests: Manifest[] = [];
  for (const file of fs.readdirSync(K8S).filter((name) => /\.ya?ml$/.test(name) && name !== 'kustomization.yaml')) {
    for (const document of parseAllDocuments(fs.readFileSync(path.join(K8S, file), 'utf8'))) {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
      const value = document.toJS();
      if (value) manifests.push({ ...value, file });
    }
  }
  return manifests;
}

const manifests = loadManifests();
const find = (kind: string, name: string): Manifest => {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in infra/k8s`);
  return found;
};
const configMap = find('ConfigMap', 'hyperframe-config');
const secret = find('Secret', 'hyperframe-secrets');
const gateway = find('Deployment', 'hyperframe-gateway');
const worker = find('Deployment', 'hyperframe-worker');

function containerOf(deployment: Manifest) {
  return deployment.spec.template.spec.containers[0];
}

/** The names a container's environment provides, and where each comes from. */
function envSources(deployment: Manifest): Map<string, 'configmap' | 'secret' | 'value'> {
  const container = containerOf(deployment);
  const sources = new Map<string, 'configmap' | 'secret' | 'value'>();
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef?.name === configMap.metadata.name) for (const key of Object.keys(configMap.data ?? {})) sources.set(key, 'configmap');
  }
  for (const entry of container.env ?? []) {
    if (entry.valueFrom?.secretKeyRef) {
      expect(entry.valueFrom.secretKeyRef.name).toBe(secret.metadata.name);
      expect(Object.keys(secret.stringData ?? {})).toContain(entry.valueFrom.secretKeyRef.key);
      sources.set(entry.name, 'secret');
    } else {
      sources.set(entry.name, 'value');
    }
  }
  return sources;
}

describe('Kubernetes manifests (infra/k8s)', () => {
  it('parse, and every object has an apiVersion, kind, name and the hyperframe namespace', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    for (const manifest of manifests) {
      expect({ file: manifest.file, apiVersion: typeof manifest.apiVersion, kind: typeof manifest.kind, name: typeof manifest.metadata?.name }).toEqual({
        file: manifest.file,
        apiVersion: 'string',
        kind: 'string',
        name: 'string',
      });
      if (manifest.kind !== 'Namespace') expect(`${manifest.kind}/${manifest.metadata.name}: ${manifest.metadata.namespace}`).toBe(`${manifest.kind}/${manifest.metadata.name}: hyperframe`);
    }
  });

  it('has every kind the deployment needs', () => {
    const kinds = new Set(manifests.map((manifest) => `${manifest.apiVersion} ${manifest.kind}`));
    for (const kind of [
      'apps/v1 Deployment',
      'v1 Service',
      'autoscaling/v2 HorizontalPodAutoscaler',
      'keda.sh/v1alpha1 ScaledObject',
      'keda.sh/v1alpha1 TriggerAuthentication',
      'v1 ConfigMap',
      'v1 Secret',
      'policy/v1 PodDisruptionBudget',
      'batch/v1 Job',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it('lists every manifest in the kustomization except the secret template', () => {
    const kustomization = parseAllDocuments(fs.readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8'))[0].toJS();
    const files = new Set(manifests.map((manifest) => manifest.file));
    files.delete('secret.example.yaml');
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it.each([
    ['gateway', gateway],
    ['worker', worker],
  ])('%s: selector matches the pod labels, non-root, resources set, no privilege escalation', (_name, deployment) => {
    const template = deployment.spec.template;
    for (const [key, value] of Object.entries(deployment.spec.selector.matchLabels)) expect(template.metadata.labels[key]).toBe(value);
    expect(template.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: expect.any(Number) });
    expect(template.spec.securityContext.runAsUser).not.toBe(0);
    const container = containerOf(deployment);
    expect(container.image).toMatch(/hyperframe/);
    expect(container.resources.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.resources.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
  });

  it('gateway: runs main.js, readiness on /api/health and liveness on /api/health/live of its named port', () => {
    const container = containerOf(gateway);
    expect(container.command).toEqual(['node', 'services/gateway/dist/main.js']);
    expect(container.ports).toEqual([expect.objectContaining({ name: 'http', containerPort: 3000 })]);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
  });

  it('gateway and worker: the database, Redis and secrets come from the Secret, the rest from the ConfigMap', () => {
    const gatewayEnv = envSources(gateway);
    const workerEnv = envSources(worker);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'METRICS_TOKEN']) expect(`${name}: ${gatewayEnv.get(name)}`).toBe(`${name}: secret`);
    // Required in production: a missing key must stop the pod, not start it without one.
    const metricsToken = containerOf(gateway).env.find((entry: { name: string }) => entry.name === 'METRICS_TOKEN');
    expect(metricsToken.valueFrom.secretKeyRef.optional).not.toBe(true);
    for (const name of ['DATABASE_URL', 'REDIS_URL']) expect(`${name}: ${workerEnv.get(name)}`).toBe(`${name}: secret`);
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'QUEUE_PREFIX']) expect(gatewayEnv.get(name)).toBe('configmap');
    expect(configMap.data?.NODE_ENV).toBe('production');
    expect(gatewayEnv.get('PORT')).toBe('value');
  });

  it('gateway: TRUST_PROXY trusts the one ingress hop (or its subnet), never every hop', () => {
    const value = configMap.data?.TRUST_PROXY ?? '';
    expect(envSources(gateway).get('TRUST_PROXY')).toBe('configmap');
    expect(value.trim().toLowerCase()).not.toBe('true');
    // The gateway's own parser, so the value boots; `false` would give every client ingress-nginx's IP,
    // one shared set of login counters.
    expect(parseTrustProxy(value)).not.toBe(false);
  });

  it('gateway: keeps idle connections open longer than ingress-nginx keeps its own to it (60 s)', () => {
    expect(envSources(gateway).get('KEEP_ALIVE_TIMEOUT_MS')).toBe('configmap');
    // Through the gateway's own config, so the value boots.
    const config = loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', REDIS_URL: 'redis://localhost:6379', KEEP_ALIVE_TIMEOUT_MS: configMap.data?.KEEP_ALIVE_TIMEOUT_MS });
    expect(config.keepAliveTimeoutMs).toBeGreaterThan(60_000);
  });

  it('the Secret is a template: no real values', () => {
    for (const [key, value] of Object.entries(secret.stringData ?? {})) {
      if (/PASSWORD|SECRET|TOKEN/.test(key) && value) expect(`${key}: ${value}`).toMatch(/CHANGE_ME/);
    }
    expect(secret.data).toBeUndefined();
  });

  it('migrations run once in a Job, not in every gateway replica', () => {
    const job = find('Job', 'hyperframe-migrate');
    expect(envSources(gateway).get('RUN_MIGRATIONS')).toBe('value');
    expect(containerOf(gateway).env.find((entry: { name: string }) => entry.name === 'RUN_MIGRATIONS').value).toBe('false');
    const container = job.spec.template.spec.containers[0];
    expect(container.command.join(' ')).toMatch(/runMigrations\(process\.env\.DATABASE_URL\)/);
    expect(container.env).toEqual([{ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'hyperframe-secrets', key: 'DATABASE_URL' } } }]);
    expect(job.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
  });

  it('the Service selects the gateway pods and targets the named port', () => {
    const service = find('Service', 'hyperframe-gateway');
    const labels = gateway.spec.template.metadata.labels;
    for (const [key, value] of Object.entries(service.spec.selector)) expect(labels[key]).toBe(value);
    expect(service.spec.ports[0].targetPort).toBe('http');
  });

  it('the HPA scales the gateway Deployment on CPU, at least 2 replicas', () => {
    const hpa = find('HorizontalPodAutoscaler', 'hyperframe-gateway');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: gateway.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
  });

  it('PodDisruptionBudgets select the gateway and worker pods', () => {
    for (const deployment of [gateway, worker]) {
      const pdb = find('PodDisruptionBudget', deployment.metadata.name);
      for (const [key, value] of Object.entries(pdb.spec.selector.matchLabels)) expect(deployment.spec.template.metadata.labels[key]).toBe(value);
    }
  });

  it('ships a nightly backup CronJob: one run at a time, the app image, the database secret, a volume that exists, non-root', () => {
    const cron = find('CronJob', 'hyperframe-backup');
    expect(cron.spec.schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cron.spec.jobTemplate.spec.template.spec;
    const container = pod.containers[0];
    expect(container.image).toBe(containerOf(gateway).image);
    expect(container.env).toContainEqual({ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: secret.metadata.name, key: 'DATABASE_URL' } } });
    expect(Object.keys(secret.stringData ?? {})).toContain('DATABASE_URL');
    const mount = container.volumeMounts.find((volume: { mountPath: string }) => volume.mountPath === '/backups');
    const volume = pod.volumes.find((entry: { name: string }) => entry.name === mount.name);
    expect(find('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName).metadata.namespace).toBe(cron.metadata.namespace);
    expect(container.command.join(' ')).toMatch(/writeBackup\(process\.env\.DATABASE_URL, '\/backups\//);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(fs.readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8')).toContain('backup-cronjob.yaml');
  });

  it('KEDA scales the worker on the BullMQ wait lists <QUEUE_PREFIX>:<queue>:wait', () => {
    const scaled = find('ScaledObject', 'hyperframe-worker');
    expect(scaled.spec.scaleTargetRef.name).toBe(worker.metadata.name);
    expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    const prefix = configMap.data?.QUEUE_PREFIX;
    const lists = scaled.spec.triggers.filter((trigger: { type: string }) => trigger.type === 'redis').map((trigger: { metadata: { listName: string } }) => trigger.metadata.listName);
    // The queue names of the job contract (packages/contract/src/jobs/job.enums.ts).
    for (const queue of ['ideas', 'articles', 'images', 'imports']) expect(lists).toContain(`${prefix}:${queue}:wait`);
    const auth = find('TriggerAuthentication', scaled.spec.triggers[0].authenticationRef.name);
    for (const ref of auth.spec.secretTargetRef) {
      expect(ref.name).toBe(secret.metadata.name);
      expect(Object.keys(secret.stringData ?? {})).toContain(ref.key);
    }
  });

  it('the worker gets longer to stop than it lets active jobs run after SIGTERM', () => {
    const shutdownMs = Number(configMap.data?.WORKER_SHUTDOWN_TIMEOUT_MS);
    expect(worker.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(shutdownMs);
  });
});

describe('Dockerfile (infra/Dockerfile)', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'infra/Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

  it('builds on Node 22 slim in stages and runs as a non-root user', () => {
    expect(dockerfile).toMatch(/^FROM node:22-slim AS build$/m);
    expect(dockerfile).toMatch(/^FROM node:22-slim AS runtime$/m);
    expect(runtime).toMatch(/^USER node$/m);
  });

  it('copies everything the processes read at run time', () => {
    for (const needed of [
      'node_modules',
      'packages/site/dist',
      'packages/contract/dist',
      'packages/contract/node_modules',
      'packages/cover-designer/dist',
      'packages/cover-designer/node_modules',
      'services/gateway/dist',
      'services/worker/dist',
      'services/worker/prompts',
      'frontend/dist',
    ]) {
      expect(runtime).toMatch(new RegExp(`^COPY --from=build .*/app/${needed.replace(/\//g, '\\/')} `, 'm'));
      expect(fs.existsSync(path.join(ROOT, needed.split('/').slice(0, -1).join('/') || '.'))).toBe(true);
    }
    expect(fs.existsSync(path.join(ROOT, 'services/worker/prompts'))).toBe(true);
  });

  it('keeps the built output and local data out of the build context', () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.data', '.git']) expect(ignored).toContain(entry);
  });
});
