#!/usr/bin/env node
/**
 * `npm run bench [-- api cpu html flood queue ai frontend hydration claims login render analytics upload editor scale import]`: benchmarks against a throwaway product built from
 * this checkout (Postgres, Redis, built gateway, workers) on 127.0.0.1; every load is bounded in
 * time and count. Writes bench/results/<piece>.json, bench/results/results.json (all pieces, latest
 * run of each) and bench/results/SUMMARY.md. Not a test: goals missed are reported, not failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, machine, RESULTS_DIR, seedPublishedPosts, startBenchProduct, writeResult } from './lib/common.mjs';
import { writeSummary } from './lib/summary.mjs';

// scale last: it leaves 10,000 posts in the throwaway product.
const PIECES = ['api', 'cpu', 'html', 'flood', 'queue', 'ai', 'frontend', 'hydration', 'claims', 'login', 'render', 'analytics', 'upload', 'editor', 'scale', 'import'];
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((piece) => !PIECES.includes(piece));
if (unknown.length) {
  console.error(`unknown bench piece(s): ${unknown.join(', ')}; choose from ${PIECES.join(', ')}`);
  process.exit(2);
}
const pieces = asked.length ? PIECES.filter((piece) => asked.includes(piece)) : PIECES;

log(`machine: ${JSON.stringify(machine())}; pieces: ${pieces.join(', ')}`);
let failed = false;
// The import piece needs no running product: it imports into its own throwaway PostgreSQL.
if (pieces.includes('import')) {
  process.env.BENCH_LOAD_BEFORE = JSON.stringify(os.loadavg().map((value) => Math.round(value * 100) / 100));
  try {
    const { benchImport } = await import('./lib/import-bench.mjs');
    writeResult('import', await benchImport());
  } catch (error) {
    failed = true;
    log(`import FAILED: ${error.stack ?? error}`);
  }
}
const productPieces = pieces.filter((piece) => piece !== 'import');
// One trusted proxy hop: the login piece sends its burst from several addresses (X-Forwarded-For); the
// other pieces send no such header, so their client is the TCP peer as before.
const product = productPieces.length ? await startBenchProduct({ env: { TRUST_PROXY: '1' } }) : null;
try {
  if (!product) throw new Error('no product piece');
  const published = await seedPublishedPosts(product.databaseUrl, 50);
  const posts = await (await fetch(`${product.baseUrl}/api/blog/posts`)).json();
  if (posts.length !== published) throw new Error(`API lists ${posts.length} posts, database has ${published}`);
  const slug = posts[0].slug;
  log(`product at ${product.baseUrl}, ${published} published posts, article ${slug}`);
  const goals = { ratio: 0.6, p99Ms: 50 };

  for (const piece of productPieces) {
    // The bench itself keeps 2-3 processes busy; the load average just before a piece shows other work.
    process.env.BENCH_LOAD_BEFORE = JSON.stringify(os.loadavg().map((value) => Math.round(value * 100) / 100));
    try {
      if (piece === 'api') {
        const { benchHttp } = await import('./lib/http-bench.mjs');
        const result = await benchHttp(product.baseUrl, [
          { name: 'posts list', path: '/api/blog/posts' },
          { name: 'one post', path: `/api/blog/posts/${slug}` },
        ], goals);
        writeResult('api', { publishedPosts: published, ...result });
      } else if (piece === 'cpu') {
        const { benchCpu } = await import('./lib/cpu-bench.mjs');
        const result = await benchCpu(product.baseUrl, product.gateway.pid, [
          { name: 'posts list', path: '/api/blog/posts' },
          { name: 'one post', path: `/api/blog/posts/${slug}` },
          { name: 'article HTML', path: `/blog/${slug}` },
          { name: 'blog list HTML', path: '/blog' },
        ]);
        writeResult('cpu', { publishedPosts: published, ...result });
      } else if (piece === 'html') {
        const { benchHttp } = await import('./lib/http-bench.mjs');
        const result = await benchHttp(product.baseUrl, [{ name: 'article HTML (server-rendered)', path: `/blog/${slug}` }], goals);
        writeResult('html', { publishedPosts: published, ...result });
      } else if (piece === 'flood') {
        const { benchFlood } = await import('./lib/flood-bench.mjs');
        writeResult('flood', { publishedPosts: published, ...(await benchFlood(product.baseUrl, `/api/blog/posts/${slug}`, goals)) });
      } else if (piece === 'login') {
        const { benchLogin } = await import('./lib/login-bench.mjs');
        writeResult('login', await benchLogin(product.baseUrl));
      } else if (piece === 'analytics') {
        const { benchAnalytics } = await import('./lib/analytics-bench.mjs');
        writeResult('analytics', { publishedPosts: published, ...(await benchAnalytics(product, slug)) });
      } else if (piece === 'queue') {
        const { benchQueue } = await import('./lib/queue-bench.mjs');
        writeResult('queue', await benchQueue(product));
      } else if (piece === 'ai') {
        const { benchAi } = await import('./lib/ai-bench.mjs');
        writeResult('ai', await benchAi(product));
      } else if (piece === 'frontend') {
        const { benchFrontend } = await import('./lib/frontend-bench.mjs');
        writeResult('frontend', { publishedPosts: published, ...(await benchFrontend(product.baseUrl, slug)) });
      } else if (piece === 'hydration') {
        const { benchHydration } = await import('./lib/hydration-bench.mjs');
        writeResult('hydration', { publishedPosts: published, ...(await benchHydration(product.baseUrl, slug)) });
      } else if (piece === 'upload') {
        const { benchUpload } = await import('./lib/upload-bench.mjs');
        writeResult('upload', await benchUpload(product));
      } else if (piece === 'editor') {
        const { benchEditor } = await import('./lib/editor-bench.mjs');
        writeResult('editor', await benchEditor(product));
      } else if (piece === 'claims') {
        const { benchClaims } = await import('./lib/claims-bench.mjs');
        writeResult('claims', await benchClaims(product));
      } else if (piece === 'render') {
        const { benchRender } = await import('./lib/render-bench.mjs');
        writeResult('render', await benchRender(product));
      } else if (piece === 'scale') {
        const { benchScale } = await import('./lib/scale-bench.mjs');
        writeResult('scale', await benchScale(product));
      }
    } catch (error) {
      failed = true;
      log(`${piece} FAILED: ${error.stack ?? error}`);
      log(`last service lines:\n${product.serviceLog.slice(-30).join('\n')}`);
    }
  }
} catch (error) {
  if (product) throw error;
} finally {
  await product?.stop();
}

const merged = {};
for (const piece of PIECES) {
  const file = path.join(RESULTS_DIR, `${piece}.json`);
  if (fs.existsSync(file)) merged[piece] = JSON.parse(fs.readFileSync(file, 'utf8'));
}
fs.writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(merged, null, 2)}\n`);
const summary = writeSummary(merged);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
