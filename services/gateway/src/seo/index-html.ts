import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** frontend/dist/index.html, read once and re-read only when the build changes it. */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly distDir: string) {}

  get file(): string {
    return path.join(this.distDir, 'index.html');
  }

  /** null when the front end has not been built. While a rebuild replaces the file, the last copy serves. */
  read(): string | null {
    try {
      const { mtimeMs } = statSync(this.file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    } catch {
      // Missing (never built, or mid-rebuild): keep whatever was read before.
    }
    return this.cached?.html ?? null;
  }

  /** Puts the route's head tags and (optionally) its server-rendered body into the template. */
  render(head: string, body = ''): string | null {
    const template = this.read();
    if (template === null) return null;
    return template
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body);
  }
}
