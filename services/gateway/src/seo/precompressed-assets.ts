import express, { type NextFunction, type Request, type Response } from 'express';
import { statSync } from 'node:fs';
import path from 'node:path';

/** The copies the front end's build writes beside each script and style sheet (its precompressAssets), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A hashed script or style sheet: one file name under assets/, nothing that could leave the folder. */
const COMPRESSIBLE_ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** Looked-up file names kept at most (a flood of made-up names cannot grow the map without bound). */
const MAX_KNOWN = 10_000;

/**
 * Sends a hashed asset's precompressed copy (brotli 11 or gzip 9, written once at build time) to a
 * browser that accepts it, with the original's type and caching: fewer bytes than compressing each
 * response at a fast level, and no compression work per request (the compression middleware leaves
 * a response that already has a Content-Encoding alone).
 */
export class PrecompressedAssets {
  private readonly known = new Map<string, boolean>();
  private readonly serve: express.RequestHandler;

  constructor(
    private readonly dist: string,
    cacheControl: string,
  ) {
    this.serve = express.static(dist, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix))!;
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', cacheControl);
        // The original's type (send keeps a Content-Type already set).
        res.type(path.extname(file.slice(0, -encoding.suffix.length)));
      },
    });
  }

  /** Sends the best precompressed copy the browser accepts; `next` when there is none (the plain file is served). */
  handle(req: Request, res: Response, next: NextFunction): void {
    const original = req.url;
    const encoding = COMPRESSIBLE_ASSET.test(req.path) && req.headers['accept-encoding'] ? this.pick(req) : undefined;
    if (!encoding) return next();
    req.url = req.path + encoding.suffix;
    this.serve(req, res, () => {
      req.url = original;
      next();
    });
  }

  private pick(req: Request) {
    return ENCODINGS.find(({ name, suffix }) => req.acceptsEncodings(name) === name && this.exists(req.path + suffix));
  }

  private exists(file: string): boolean {
    let known = this.known.get(file);
    if (known === undefined) {
      try {
        known = statSync(path.join(this.dist, file)).isFile();
      } catch {
        known = false;
      }
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(file, known);
    }
    return known;
  }
}
