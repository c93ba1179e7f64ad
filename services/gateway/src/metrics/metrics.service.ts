import { Injectable, Logger } from '@nestjs/common';
import { AI_QUEUES } from '@app/contract';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { JobQueueService } from '../jobs/job-queue.service';
import { JOB_BUCKETS, JobCountRow, JobHistogramRow, JobMetricsRepository } from './job-metrics.repository';
import { RequestDurations } from './request-durations';

const SERVICE_LABEL = 'service="gateway"';
const SCRAPE_QUERY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/**
 * Prometheus metrics of one gateway process, in its own registry (no global state: two apps in
 * one process, as in tests, do not collide):
 * - the default Node.js process metrics (every series carries `service="gateway"`);
 * - `http_request_duration_seconds{method,route,status_code}`, route being the pattern
 *   (`/api/blog/posts/:slug`), never the raw URL (request-durations.ts: outside prom-client, which
 *   cost a cached read more than the rest of its answer);
 * - at scrape time, `bullmq_queue_jobs{queue,state}` and `bullmq_queue_depth{queue}` from Redis (every
 *   queue of the job seam, the publishing queue's system jobs included),
 *   `ai_jobs{queue,state}` and the histograms `ai_job_duration_seconds{queue,state}` (running time)
 *   and `ai_job_wait_seconds{queue}` (queued until started) from the ai_jobs table, so every
 *   worker's jobs are counted wherever the scrape lands.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly logger = new Logger(MetricsService.name);
  private readonly requestDurations = new RequestDurations(SERVICE_LABEL);
  private readonly scrapeErrors: Gauge<'source'>;
  private readonly queueJobs: Gauge<'queue' | 'state'>;
  private readonly queueDepth: Gauge<'queue'>;

  constructor(
    private readonly jobs: JobMetricsRepository,
    private readonly jobQueue: JobQueueService,
  ) {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
    this.scrapeErrors = new Gauge({
      name: 'metrics_scrape_error',
      help: '1 when the last scrape could not read a source (postgres or redis)',
      labelNames: ['source'],
      registers: [this.registry],
    });
    this.queueJobs = new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'BullMQ jobs by queue and state, read from Redis at scrape time',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
    });
    this.queueDepth = new Gauge({
      name: 'bullmq_queue_depth',
      help: 'Jobs waiting to be taken (wait + prioritized) by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
  }

  /** Records one finished HTTP request. `route` is a pattern or a fixed label, never a raw path. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDurations.observe(method, route, statusCode, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text: prom-client's metrics, the request durations, then the job histograms read from Postgres. */
  async render(): Promise<string> {
    // Read the sources first: the registry then renders the gauges they set.
    const [jobs] = await Promise.all([this.jobMetrics(), this.readQueueCounts()]);
    return `${await this.registry.metrics()}\n${this.requestDurations.text()}\n${jobs}`;
  }

  private async readQueueCounts(): Promise<void> {
    this.queueJobs.reset();
    this.queueDepth.reset();
    try {
      const counts = await this.jobQueue.jobCounts();
      for (const [queue, states] of counts) {
        for (const [state, count] of Object.entries(states)) this.queueJobs.set({ queue, state }, count);
        this.queueDepth.set({ queue }, (states.wait ?? 0) + (states.prioritized ?? 0));
      }
      this.scrapeErrors.set({ source: 'redis' }, 0);
    } catch (error) {
      this.scrapeErrors.set({ source: 'redis' }, 1);
      this.logger.warn(`metrics: queue counts unavailable: ${(error as Error).message}`);
    }
  }

  private async jobMetrics(): Promise<string> {
    try {
      const [durations, waits] = await withTimeout(
        Promise.all([this.jobs.durations(), this.jobs.waits()]),
        SCRAPE_QUERY_TIMEOUT_MS,
      );
      const counts = await withTimeout(this.jobs.counts(), SCRAPE_QUERY_TIMEOUT_MS);
      this.scrapeErrors.set({ source: 'postgres' }, 0);
      const lines = ['# HELP ai_jobs AI jobs by queue and state (ai_jobs table)', '# TYPE ai_jobs gauge'];
      for (const row of this.withEveryQueue(counts)) lines.push(`ai_jobs{queue="${escapeLabel(row.queue)}",state="${escapeLabel(row.state)}",service="gateway"} ${row.count}`);
      lines.push(...this.histogramText('ai_job_duration_seconds', 'Running time of finished AI jobs by queue and final state', durations, true));
      lines.push(...this.histogramText('ai_job_wait_seconds', 'Time AI jobs waited in the queue before a worker started them', waits, false));
      return `${lines.join('\n')}\n`;
    } catch (error) {
      this.scrapeErrors.set({ source: 'postgres' }, 1);
      this.logger.warn(`metrics: job metrics unavailable: ${(error as Error).message}`);
      return '';
    }
  }

  /**
   * Queues with no job yet still appear (as 0 queued), so dashboards and alerts see every AI queue. The
   * publishing queue carries system jobs (no ai_jobs row): it is in bullmq_queue_jobs, not here.
   */
  private withEveryQueue(rows: JobCountRow[]) {
    const seen = new Set(rows.map((row) => row.queue));
    return [...rows, ...AI_QUEUES.filter((queue) => !seen.has(queue)).map((queue) => ({ queue, state: 'queued', count: 0 }))];
  }

  private histogramText(name: string, help: string, rows: JobHistogramRow[], byState: boolean): string[] {
    const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
    for (const row of rows) {
      const labels = `queue="${escapeLabel(row.queue)}"${byState ? `,state="${escapeLabel(row.state)}"` : ''},service="gateway"`;
      for (const le of JOB_BUCKETS) lines.push(`${name}_bucket{${labels},le="${le}"} ${row[`le_${le}`]}`);
      lines.push(`${name}_bucket{${labels},le="+Inf"} ${row.count}`);
      lines.push(`${name}_sum{${labels}} ${row.sum}`);
      lines.push(`${name}_count{${labels}} ${row.count}`);
    }
    return lines;
  }
}
