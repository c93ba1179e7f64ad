/**
 * `npm run bench -- import` (issue 32): a WordPress export of 5,000 posts (WXR 1.2, each post with categories,
 * tags, a featured image, a [caption] shortcode and a table) imported by `npm run import`'s own code into a
 * throwaway PostgreSQL, in a child process whose peak RSS is read from the kernel. Goals: ≤ 60 s, memory
 * bounded (the child's peak RSS does not grow with the number of posts: 1,000 and 5,000 are compared).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from './common.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function writeWxr(file, posts) {
  const out = fs.openSync(file, 'w');
  const cdata = (text) => `<![CDATA[${text}]]>`;
  fs.writeSync(out, `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>https://bench.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://bench.example</wp:base_blog_url>
<wp:author><wp:author_login>${cdata('ed')}</wp:author_login><wp:author_display_name>${cdata('Ed Bench')}</wp:author_display_name></wp:author>
`);
  const paragraph = 'Cutting on action hides the edit; a J-cut lets the sound lead the picture into the next scene. '.repeat(6);
  for (let n = 1; n <= posts; n += 1) {
    const date = `20${String(10 + (n % 14)).padStart(2, '0')}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')} 09:00:00`;
    const html = `<p>${paragraph}</p><h2>Part ${n}</h2>[caption id="a${n}" width="800"]<img src="https://bench.example/wp-content/uploads/cover-${n}.jpg" alt="Cover ${n}" /> Caption ${n}[/caption]<p>${paragraph}</p><table><tr><th>Tool</th><th>Price</th></tr><tr><td>Resolve</td><td>Free</td></tr></table><ul><li>one</li><li>two</li></ul>`;
    fs.writeSync(
      out,
      `<item><title>${cdata(`Bench post ${n}`)}</title><link>https://bench.example/${date.slice(0, 4)}/${date.slice(5, 7)}/bench-post-${n}/</link><dc:creator>${cdata('ed')}</dc:creator><guid isPermaLink="false">https://bench.example/?p=${n}</guid>` +
        `<content:encoded>${cdata(html)}</content:encoded><excerpt:encoded>${cdata(`Excerpt ${n}`)}</excerpt:encoded><wp:post_id>${n}</wp:post_id><wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>` +
        `<wp:post_name>${cdata(`bench-post-${n}`)}</wp:post_name><wp:status>${cdata('publish')}</wp:status><wp:post_type>${cdata('post')}</wp:post_type>` +
        `<category domain="category" nicename="editing">${cdata(['Editing Tips', 'Marketing', 'Growth', 'Filmmaking'][n % 4])}</category><category domain="post_tag" nicename="t">${cdata(`tag ${n % 50}`)}</category></item>\n`,
    );
  }
  fs.writeSync(out, '</channel></rss>\n');
  fs.closeSync(out);
}

/** One import in a child process: wall time and the child's peak RSS (getrusage maxrss). */
function importInChild(databaseUrl, file) {
  const script = `
    const { runImportCli } = require(${JSON.stringify(path.join(ROOT, 'services/gateway/dist/imports/import-cli.js'))});
    const started = performance.now();
    runImportCli({ databaseUrl: process.env.BENCH_DATABASE_URL, file: process.env.BENCH_FILE, log: () => {} }).then((code) => {
      const ms = Math.round(performance.now() - started);
      console.log(JSON.stringify({ code, ms, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
    }, (error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_FILE: file }, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

export async function benchImport() {
  const { run } = await import(path.join(ROOT, 'scripts/lib/build.mjs'));
  run('npx', ['tsc', '-b', 'services/gateway/tsconfig.build.json']);
  const { startThrowawayPostgres } = await import(path.join(ROOT, 'scripts/lib/postgres.mjs'));
  const { createRequire } = await import('node:module');
  const contract = createRequire(import.meta.url)(path.join(ROOT, 'packages/contract/dist'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-bench-import-'));
  const rows = [];
  try {
    for (const posts of [1000, 5000]) {
      const postgres = await startThrowawayPostgres({ prefix: 'hf-bench-import-pg-' });
      try {
        await postgres.createDatabase('bench');
        const url = postgres.url('bench');
        await contract.runMigrations(url);
        const file = path.join(folder, `wordpress-${posts}.xml`);
        writeWxr(file, posts);
        const loadBefore = os.loadavg().map((value) => Math.round(value * 100) / 100);
        const outcome = importInChild(url, file);
        const { Client } = createRequire(import.meta.url)(path.join(ROOT, 'node_modules/pg'));
        const client = new Client({ connectionString: url });
        await client.connect();
        const count = Number((await client.query('SELECT count(*) FROM blog_posts')).rows[0].count);
        await client.end();
        const row = { posts, fileMb: Math.round(fs.statSync(file).size / 1024 / 102.4) / 10, imported: count, seconds: outcome.ms / 1000, postsPerSecond: Math.round((count * 1000) / outcome.ms), peakRssMb: outcome.peakRssMb, loadBefore, loadAfter: os.loadavg().map((value) => Math.round(value * 100) / 100) };
        log(`import ${posts}: ${JSON.stringify(row)}`);
        rows.push(row);
      } finally {
        await postgres.stop();
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const big = rows[rows.length - 1];
  return { goals: { seconds: 60, memory: 'peak RSS of the 5,000-post import within 1.5x of the 1,000-post one' }, rows, met: { time: big.seconds <= 60 && big.imported === big.posts, memory: big.peakRssMb <= rows[0].peakRssMb * 1.5 } };
}
