import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MetricsService } from './metrics.service';

/** Requests that matched no controller route (the SPA, assets, sitemap, unknown paths) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Nest's catch-all that answers 404 for unknown paths. */
const NOT_FOUND_ROUTE = '/{*path}';

/**
 * Times every request from the first middleware to the last byte. The route label is the matched
 * pattern (`/api/blog/posts/:slug`), so label cardinality stays bounded whatever URLs clients send.
 */
export function createHttpMetricsMiddleware(metrics: MetricsService): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    response.once('finish', () => {
      const pattern = request.route?.path;
      const route = typeof pattern === 'string' && pattern !== NOT_FOUND_ROUTE ? `${request.baseUrl}${pattern}` : UNMATCHED_ROUTE;
      metrics.observeRequest(request.method, route, response.statusCode, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };
}
