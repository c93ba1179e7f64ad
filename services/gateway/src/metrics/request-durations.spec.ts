import { Histogram, Registry } from 'prom-client';
import { HTTP_BUCKETS, REQUEST_DURATION_METRIC, RequestDurations } from './request-durations';

/** The same observations through prom-client, as the gateway registered its histogram before. */
function promClientText(observations: Array<[string, string, number, number]>): Promise<string> {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  const histogram = new Histogram({
    name: REQUEST_DURATION_METRIC,
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [...HTTP_BUCKETS],
    registers: [registry],
  });
  for (const [method, route, status, seconds] of observations) histogram.observe({ method, route, status_code: String(status) }, seconds);
  // What /metrics served from it (the registry adds the default label the way a scrape shows it).
  return registry.metrics();
}

describe(RequestDurations.name, () => {
  it('writes the text prom-client writes for the same observations: buckets (bounds included), sums, counts, series in first-seen order', async () => {
    const observations: Array<[string, string, number, number]> = [
      ['GET', '/api/blog/posts/:slug', 200, 0.00002],
      ['GET', '/api/blog/posts/:slug', 200, 0.005],
      ['GET', '/api/blog/posts/:slug', 304, 0.0051],
      ['HEAD', '/api/blog/posts/:slug', 200, 0.3],
      ['GET', '/blog', 200, 12],
      ['GET', 'unmatched', 404, 0.01],
      ['POST', '/api/admin/login', 401, 0.75],
      ['GET', 'a "quoted" \\ route\nwith a newline', 500, 2.5],
      ['GET', '/api/blog/posts/:slug', 200, 1],
    ];
    const sut = new RequestDurations('service="gateway"');

    for (const [method, route, status, seconds] of observations) sut.observe(method, route, status, seconds);

    expect(sut.text()).toBe(await promClientText(observations));
  });

  it('counts a value on a bound in that bound’s bucket, and past the last bound only in +Inf', () => {
    const sut = new RequestDurations('');

    sut.observe('GET', '/x', 200, 0.01);
    sut.observe('GET', '/x', 200, 11);

    const text = sut.text();
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/x",status_code="200"} 0\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.01",method="GET",route="/x",status_code="200"} 1\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="10",method="GET",route="/x",status_code="200"} 1\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/x",status_code="200"} 2\n');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/x",status_code="200"} 2\n');
  });

  it('writes only its HELP and TYPE before the first request', async () => {
    expect(new RequestDurations('service="gateway"').text()).toBe(await promClientText([]));
  });
});
