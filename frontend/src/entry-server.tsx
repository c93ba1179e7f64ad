/**
 * Server rendering of the public pages, bundled by `vite build --ssr` into dist-ssr/entry-server.cjs
 * and called by the gateway. The gateway supplies the page's data (its route, matched once, with the
 * same JSON the public API answers) and, for an article, its body HTML; the browser then hydrates this
 * HTML instead of drawing the page. Its styles need nothing from the render: they are classes resolved
 * at build time, in the style sheet index.html carries (see theme/define-styles).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { serializeQueryState } from './app/hydration';
import { AppProvider } from './app/provider';
import { seedPageData } from './app/route-data';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@app/site';
import type { PrerenderedArticle } from './lib/prerendered-article';

export interface ServerRenderInput {
  /** Path and search, as the browser will see them. */
  url: string;
  /** The route's data, loaded by the gateway. */
  page: PageData;
  prerenderedArticle?: PrerenderedArticle | null;
}

export interface ServerRenderResult {
  /** The app's markup, for inside #root. */
  html: string;
  /** The query data block, for after #root. */
  state: string;
}

/** Fizz's marker of a boundary sent unfinished (its content comes later, with a script). */
const PENDING_BOUNDARY = /<!--\$\?-->/;

async function renderToHtml(url: string, queryClient: QueryClient, prerenderedArticle: PrerenderedArticle | null) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient} prerenderedArticle={prerenderedArticle} serverMarkup>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // Fizz moves a large boundary's content out of line (a hidden div moved into place by an inline
    // script) so a streamed shell paints sooner; nothing is streamed here, and inline scripts are not
    // allowed, so every boundary stays in line.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A query client holding the reads the page starts with. */
function seededQueryClient(page: PageData): QueryClient {
  const queryClient = createQueryClient();
  seedPageData(queryClient, page);
  return queryClient;
}

export async function render({ url, page, prerenderedArticle = null }: ServerRenderInput): Promise<ServerRenderResult> {
  const queryClient = seededQueryClient(page);
  const html = await renderToHtml(url, queryClient, prerenderedArticle);
  // A boundary sent unfinished would need React's inline scripts to show (which the CSP forbids).
  if (PENDING_BOUNDARY.test(html)) throw new Error(`${url}: a Suspense boundary was left pending`);
  return { html, state: serializeQueryState(queryClient) };
}

/**
 * The data block render() gives for `page`, without rendering anything: the gateway renders each
 * kind of miss (an unknown path, a missing article) once and puts this block (the only part that
 * names the path) into that render for every other miss.
 */
export function renderState(page: PageData): string {
  return serializeQueryState(seededQueryClient(page));
}
