import type { DataSource } from 'typeorm';
import type { JobQueueService } from '../jobs/job-queue.service';
import { MetricsService } from './metrics.service';

const HISTOGRAM = 'http_request_duration_seconds';

/** Below, between and above the buckets (0.005 … 10 s), the last beyond every bucket (+Inf only). */
const DURATIONS = [0.0001, 0.005, 0.0051, 0.3, 0.00002, 42];

const newService = () => new MetricsService({} as DataSource, {} as JobQueueService);
const exposition = (service: MetricsService) => service.registry.getSingleMetricAsString(HISTOGRAM);

describe(MetricsService.name, () => {
  describe('requestRecorder', () => {
    it('records exactly what observeRequest records: counts, sums and buckets of each series', async () => {
      const sut = newService();
      const reference = newService();
      const article = sut.requestRecorder('GET', '/api/blog/posts/:slug', 200);
      const revalidated = sut.requestRecorder('GET', '/api/blog/posts/:slug', 304);
      const head = sut.requestRecorder('HEAD', '/api/blog/posts/:slug', 200);

      for (const seconds of DURATIONS) {
        article(seconds);
        revalidated(seconds / 2);
        head(seconds * 2);
        // Another writer of the same histogram in between (the express path's middleware).
        sut.observeRequest('GET', '/api/blog/posts/:slug', 200, seconds);
        reference.observeRequest('GET', '/api/blog/posts/:slug', 200, seconds);
        reference.observeRequest('GET', '/api/blog/posts/:slug', 304, seconds / 2);
        reference.observeRequest('HEAD', '/api/blog/posts/:slug', 200, seconds * 2);
        reference.observeRequest('GET', '/api/blog/posts/:slug', 200, seconds);
      }

      expect(await exposition(sut)).toEqual(await exposition(reference));
      expect(await exposition(sut)).toContain(`${HISTOGRAM}_count{service="gateway",method="GET",route="/api/blog/posts/:slug",status_code="200"} ${DURATIONS.length * 2}`);
    });

    it('keeps recording after the histogram was reset', async () => {
      const sut = newService();
      const reference = newService();
      const record = sut.requestRecorder('GET', '/api/blog/posts', 200);
      record(0.001);
      sut.registry.resetMetrics();

      for (const seconds of DURATIONS) {
        record(seconds);
        reference.observeRequest('GET', '/api/blog/posts', 200, seconds);
      }

      expect(await exposition(sut)).toEqual(await exposition(reference));
    });
  });
});
