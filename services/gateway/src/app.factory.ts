import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { Logger, PinoLogger } from 'nestjs-pino';
import { mountApiDocs } from './api-docs/api-docs';
import { AppModule } from './app.module';
import { BeaconCollector } from './analytics/beacon-collector';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { StrictValidationPipe } from './common/strict-validation.pipe';
import { ADMIN_SESSION_PATHS, SESSION_MIDDLEWARE } from './auth/session.middleware';
import { AppConfig } from './config/app-config';
import { createRequestLog } from './logging/request-log';
import { createHttpMetricsMiddleware } from './metrics/http-metrics.middleware';
import { MetricsService } from './metrics/metrics.service';
import { PublicCache } from './cache/public-cache.service';
import { LegacyRedirectsService } from './legacy-urls/legacy-redirects.service';
import { captureHeaders, createPublicFastPath, installFastPath } from './public-fast-path/public-fast-path';
import { mountQueuesDashboard } from './queues-dashboard/queues-dashboard';
import { SeoService } from './seo/seo.service';
import { rejectDeepBodies } from './security/body-depth.middleware';
import { acceptBodyText, verifyUtf8Body } from './security/body-text.middleware';
import { INLINE_SCRIPT_HASHES } from './security/inline-scripts';
import { PublicWorkBudget } from './security/public-work-budget';
import { createRequestGuardMiddleware } from './security/request-guard.middleware';

export const BODY_LIMIT = '1mb';

/** Builds the gateway exactly as production runs it; tests use the same function. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
  });
  // First of all, in front of express itself: cached public reads (API list/article, server-rendered
  // pages) answered from pre-built bytes with the same headers helmet sets. Misses go on to express
  // unchanged. Hits are timed by the fast path itself and not access-logged (see its doc).
  const seo = app.get(SeoService);
  // An imported post's old address may look unknown: those go on to the normal path, which redirects.
  const legacy = app.get(LegacyRedirectsService);
  const fastHeaders = captureHeaders(securityHeaders);
  // A client's 404s, searches and feed rebuilds count against its budget: past it, 429 before any work.
  const publicReads = createPublicFastPath(
    app.get(PublicCache),
    app.get(MetricsService),
    fastHeaders,
    (path) => (legacy.mayRedirect(path) ? null : seo.cachedMiss(path)),
    app.get(PublicWorkBudget),
  );
  // Reading analytics (issue 31): the beacon endpoint and the script's file, ahead of the cached reads.
  const beacons = config.analytics.enabled ? app.get(BeaconCollector).handler(fastHeaders) : null;
  installFastPath(app.getHttpServer(), beacons ? [beacons, publicReads] : [publicReads]);
  // First express middleware, so the duration covers every other middleware.
  app.use(createHttpMetricsMiddleware(app.get(MetricsService)));
  // request.ip (the login throttle's key) is the right-most X-Forwarded-For entry not added by a trusted proxy.
  app.set('trust proxy', Array.isArray(config.trustProxy) ? [...config.trustProxy] : config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(compression());
  // Before the body parsers: a foreign or non-JSON state-changing request is refused unread.
  app.use(createRequestGuardMiddleware(config));
  // Nest's option types leave out body-parser's `verify` (it uses it for rawBody, which this app does not
  // turn on); Nest hands the options to body-parser as they are.
  const utf8Only = { verify: verifyUtf8Body };
  app.useBodyParser('json', { limit: BODY_LIMIT, ...utf8Only });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false, ...utf8Only });
  app.use(rejectDeepBodies());
  // The one place text enters: 400 for what cannot be stored faithfully, the rest made drawable.
  app.use(acceptBodyText());
  // Sessions load only where they are used, so public pages never wait on the session store.
  app.use(ADMIN_SESSION_PATHS, ...app.get(SESSION_MIDDLEWARE));
  mountQueuesDashboard(app, config);
  mountApiDocs(app, config);
  // Last before the modules' middleware (the pages) and the routes, where nestjs-pino mounted it.
  app.use(createRequestLog((await app.resolve(PinoLogger)).logger));
  app.useGlobalPipes(new StrictValidationPipe({ whitelist: true, transform: true, forbidNonWhitelisted: true }));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}
