/** Seconds; API answers are milliseconds, server-rendered pages and AI starts a little more. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export const REQUEST_DURATION_METRIC = 'http_request_duration_seconds';
const HELP = 'HTTP request duration by method, route pattern and status code';

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

class Series {
  /** Observations per bucket (not cumulative), the last one past every bound (+Inf). */
  readonly counts = new Float64Array(HTTP_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  constructor(readonly labels: string) {}

  observe(seconds: number): void {
    let bucket = 0;
    while (bucket < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[bucket]) bucket += 1;
    this.counts[bucket] += 1;
    this.sum += seconds;
    this.count += 1;
  }
}

/**
 * `http_request_duration_seconds{method,route,status_code}` as a Prometheus histogram, in the text
 * prom-client writes for the same observations (request-durations.spec.ts compares the two). Kept
 * out of prom-client because a cached read is answered in ~20 µs of CPU and prom-client's `observe`
 * cost ~4,000 instructions of it (label validation, a key string built and looked up per call, each
 * bucket bound turned into a property name); a series here is found by three map lookups on the
 * strings as they come, and observed with a bucket scan and two additions.
 */
export class RequestDurations {
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();
  private readonly ordered: Series[] = [];

  /** @param defaultLabels rendered before each series' own labels (after `le`), e.g. `service="gateway"`, as prom-client does. */
  constructor(private readonly defaultLabels: string) {}

  /** Records one finished request. `route` is a pattern or a fixed label, never a raw path. */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = new Series(`method="${escapeLabel(method)}",route="${escapeLabel(route)}",status_code="${statusCode}"`);
      byStatus.set(statusCode, series);
      this.ordered.push(series);
    }
    series.observe(seconds);
  }

  /** The exposition lines (HELP, TYPE, then each series' cumulative buckets, sum and count). */
  text(): string {
    const lines = [`# HELP ${REQUEST_DURATION_METRIC} ${HELP}`, `# TYPE ${REQUEST_DURATION_METRIC} histogram`];
    const head = this.defaultLabels ? `${this.defaultLabels},` : '';
    for (const series of this.ordered) {
      const labels = `${head}${series.labels}`;
      let cumulative = 0;
      HTTP_BUCKETS.forEach((bound, index) => {
        cumulative += series.counts[index];
        lines.push(`${REQUEST_DURATION_METRIC}_bucket{le="${bound}",${labels}} ${cumulative}`);
      });
      lines.push(`${REQUEST_DURATION_METRIC}_bucket{le="+Inf",${labels}} ${series.count}`);
      lines.push(`${REQUEST_DURATION_METRIC}_sum{${labels}} ${series.sum}`);
      lines.push(`${REQUEST_DURATION_METRIC}_count{${labels}} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
