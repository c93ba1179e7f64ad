import { Inject, Injectable, Logger, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sendCachedBody } from '../cache/cached-json';
import { sendPermanentRedirect } from '../redirects/permanent-redirect';
import { FeedsService } from '../feeds/feeds.service';
import { ASSETS, FILE_NAME, PASS_THROUGH } from './page-paths';
import { PrecompressedAssets } from './precompressed-assets';
import { SeoService } from './seo.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built front end: hashed assets with immutable caching (precompressed when the browser
 * accepts it, see PrecompressedAssets), other static files briefly
 * cached, the feeds (sitemap, RSS, robots: FeedsService), and index.html with each route's head tags
 * (404 for unknown routes).
 */
@Injectable()
export class SeoMiddleware implements NestMiddleware {
  private readonly logger = new Logger(SeoMiddleware.name);
  private readonly serveStatic: express.RequestHandler;
  private readonly precompressed: PrecompressedAssets;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly seo: SeoService,
    private readonly feeds: FeedsService,
  ) {
    this.serveStatic = express.static(config.frontendDist, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        const underAssets = path.relative(config.frontendDist, file).split(path.sep)[0] === 'assets';
        res.setHeader('Cache-Control', underAssets ? IMMUTABLE : 'public, max-age=300');
      },
    });
    this.precompressed = new PrecompressedAssets(config.frontendDist, IMMUTABLE);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || PASS_THROUGH.test(req.path)) return next();
    // Every file of the build has an extension: a path without one (every page, and most unknown
    // paths) is no file, and asking the disk would cost a stat per request.
    if (!FILE_NAME.test(req.path)) {
      this.answer(req, res).catch((error: unknown) => this.failed(req, error, next));
      return;
    }
    this.precompressed.handle(req, res, () =>
      this.serveStatic(req, res, () => {
        this.answer(req, res).catch((error: unknown) => this.failed(req, error, next));
      }),
    );
  }

  private failed(req: Request, error: unknown, next: NextFunction): void {
    this.logger.error(`Could not render ${req.path}: ${error instanceof Error ? error.stack : String(error)}`);
    next(error);
  }

  private async answer(req: Request, res: Response): Promise<void> {
    const feed = await this.feeds.file(req.path);
    // A sitemap part that does not exist (no index, or past the last file) is a 404 page like any unknown path.
    if (feed) return sendCachedBody(req, res, feed);
    // A missing hashed asset is a plain 404, never the app.
    if (ASSETS.test(req.path)) return this.send(res, 404, 'text/plain; charset=utf-8', 'Not Found', 'no-store');
    const page = await this.seo.renderCached(req.path, new URL(req.originalUrl, 'http://localhost').search);
    if (!page) {
      return this.send(res, 503, 'text/plain; charset=utf-8', 'The front end has not been built (npm run build:frontend).', 'no-store');
    }
    // A renamed post's old address (issue 28), or an imported post's address on the old blog (issue 32).
    if ('redirect' in page) return sendPermanentRedirect(res, page.redirect);
    // Pre-built bytes with a strong ETag (304 on If-None-Match), the same the fast path sends.
    return sendCachedBody(req, res, page);
  }

  private send(res: Response, status: number, type: string, body: string, cacheControl: string): void {
    res.status(status).setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.send(body);
  }
}
