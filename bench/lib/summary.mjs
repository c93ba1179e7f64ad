import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './common.mjs';

const yes = (met) => (met ? 'met' : '**missed**');

/** bench/results/SUMMARY.md from the latest result of each piece. */
export function writeSummary(results) {
  const lines = ['# Benchmark summary', '', 'Reproduce: `npm run bench` (all) or `npm run bench -- api|cpu|html|flood|queue|ai|frontend|hydration|claims|login|render|scale`. Raw figures: `bench/results/*.json`.', ''];
  for (const [piece, result] of Object.entries(results)) {
    if (result.revision) lines.push(`- ${piece}: commit ${result.revision.commit}${result.revision.uncommittedChanges.length ? ` plus uncommitted changes in ${result.revision.uncommittedChanges.join(', ')}` : ''}`);
  }
  lines.push('');
  const anyMachine = Object.values(results)[0]?.machine;
  if (anyMachine) lines.push(`Machine: ${anyMachine.cores} cores (${anyMachine.cpuModel}), ${anyMachine.memoryGb} GB, Node ${anyMachine.node}, ${anyMachine.platform}. Load generator, gateway, Postgres and Redis share these cores, and other work on the machine was not stopped: each section gives the 1/5/15-minute load average when it ended (the bench itself keeps 2-3 processes busy, so well above 3 means other work competed and the figures are pessimistic) and, from 23:10 on, the 1-minute load just before it started.`, '');

  for (const piece of ['api', 'html']) {
    const result = results[piece];
    if (!result) continue;
    lines.push(`## ${piece === 'api' ? 'Public API' : 'Server-rendered article HTML'} (${result.date}, ${result.publishedPosts} published posts, load ${result.machine.loadAverage?.join(' / ') ?? '?'}${result.machine.loadAverageBefore ? `, before: ${result.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `${result.method.tool}, ${result.rows[0].maxRate.connections} connections × ${result.rows[0].maxRate.durationS} s (after a 2 s warm-up) for max rate. p99 at 50% of the gateway max, two ways: autocannon \`overallRate\` (${result.rows[0].halfRate.connections} connections; bursty: each connection sends its per-second quota back to back at the top of every second, latency counts from when a connection actually sends, so time waiting for it is not counted, and its coordinated-omission correction assumes a 1 ms interval) and a paced open-loop sender (${result.method.pacedSender ?? 'node:http'}; uniform schedule${result.rows[0].halfRatePaced?.warmUpS ? ` after ${result.rows[0].halfRatePaced.warmUpS} s at the same rate not counted` : ''}, latency from each request's due time, so waiting for a free connection or a late sender counts). Baseline: raw node:http serving the same captured bytes (body and every header the gateway sent, since 2026-11-25 13:20; before, 5 of its 18 headers), in its own process; its paced p99 is what the sender itself achieves on this machine at that rate. Accept-Encoding: gzip.`,
      '',
    );
    lines.push('| Route | Bytes | Gateway req/s | Raw req/s | Ratio (≥ 0.6) | 50% rate | Gateway p99, paced (≤ 50 ms) | Gateway p99, autocannon | Raw p99 paced / autocannon | Errors |', '|---|---|---|---|---|---|---|---|---|---|');
    for (const row of result.rows) {
      const paced = row.halfRatePaced;
      lines.push(
        `| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.responseBytes} (${row.contentEncoding}) | ${row.maxRate.gateway.reqPerSec} | ${row.maxRate.raw.reqPerSec} | ${row.ratio} (${yes(row.goals.ratio.met)}) | ${row.halfRate.overallRate}/s | ${paced ? `${paced.gateway.latencyMs.p99} ms (${yes(row.goals.p99AtHalfRatePacedMs.met)}${paced.raw.latencyMs.p99 > row.goals.p99AtHalfRatePacedMs.target ? ', sender-limited' : ''})` : '–'} | ${row.halfRate.gateway.latencyMs.p99} ms (${yes(row.goals.p99AtHalfRateMs.met)}) | ${paced ? paced.raw.latencyMs.p99 : '–'} / ${row.halfRate.raw.latencyMs.p99} ms | ${row.goals.noErrors ? 0 : 'some, see json'} |`,
      );
    }
    // Calibration: raw is a trivial server, so a raw paced p99 above the goal means the sender (or
    // other work on the shared cores) made the tail, and the gateway's paced figure says little.
    const limited = result.rows.filter((row) => row.halfRatePaced && row.halfRatePaced.raw.latencyMs.p99 > row.goals.p99AtHalfRatePacedMs.target);
    if (limited.length) {
      lines.push('', `**Note:** raw's own paced p99 exceeds ${limited[0].goals.p99AtHalfRatePacedMs.target} ms on ${limited.map((row) => `\`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` (${row.halfRatePaced.raw.latencyMs.p99} ms at ${row.halfRatePaced.rate}/s)`).join(', ')}: there the sender (or other work on the shared cores), not the server, is the limit, and the gateway's paced p99 there is not a measure of the gateway.`);
    }
    const sender = (run) => (run.sendLagMs ? `send lag p99 ${run.sendLagMs.p99} ms, ${run.waitedForConnection} waited for a connection, ${run.senderCpuPercent}% of a core` : null);
    const checks = result.rows.filter((row) => row.halfRatePaced?.gateway.sendLagMs);
    if (checks.length) lines.push('', `Paced sender (${checks[0].halfRatePaced.connections} connections): ${checks.map((row) => `\`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` gateway run ${sender(row.halfRatePaced.gateway)}; raw run ${sender(row.halfRatePaced.raw)}`).join('. ')}.`);
    lines.push('');
  }

  const cpu = results.cpu;
  if (cpu) {
    lines.push(`## CPU per cached public read (${cpu.date}, load ${cpu.machine.loadAverage?.join(' / ') ?? '?'}${cpu.machine.loadAverageBefore ? `, before: ${cpu.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(`${cpu.method.tool}, ${cpu.method.secondsPerRound ? `${cpu.method.secondsPerRound} s` : `${cpu.method.requests} requests`} × ${cpu.method.rounds} rounds, ${cpu.method.connections} connections. ${cpu.method.note} Gateway idle: ${cpu.idleCpuPercent}% of a core.`, '');
    lines.push('| Route | Encoding | Bytes | Gateway µs/request | Raw µs/request | Raw/gateway (≥ 0.87) | Rounds |', '|---|---|---|---|---|---|---|');
    for (const row of cpu.rows) {
      lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.encoding} | ${row.responseBytes} | ${row.gatewayMicroseconds} | ${row.rawMicroseconds} | **${row.ratio}** (${yes(row.goal.met)}) | ${row.rounds.map((r) => r.ratio).join(', ')} |`);
    }
    lines.push('');
  }

  const flood = results.flood;
  if (flood) {
    const { quiet, flooded } = flood;
    lines.push(`## A cached read during a flood of uncached work (${flood.flood.connections} connections; ${flood.date}, ${flood.publishedPosts} published posts, load ${flood.machine.loadAverage?.join(' / ') ?? '?'}${flood.machine.loadAverageBefore ? `, before: ${flood.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `\`GET ${flood.read.path.length > 40 ? `${flood.read.path.slice(0, 37)}…` : flood.read.path}\` (cached) at ${flood.read.rate}/s from the paced sender (${flood.read.connections} connections, ${flood.read.durationS} s after ${flood.read.warmUpS} s not counted, latency from each request's due time), alone and then while autocannon keeps ${flood.flood.connections} connections busy with each of these in turn, a fresh random token each time (${flood.flood.paths.map((p) => `\`${p}\``).join(', ')}). ${flood.method.note}`,
      '',
      `| Read | p50 | p90 | p99 (≤ 50 ms while flooded${flood.goals.p99Ratio ? `, ≤ ${flood.goals.p99Ratio.target}× alone` : ''}) | max | Errors |`,
      '|---|---|---|---|---|---|',
      `| alone | ${quiet.latencyMs.p50} ms | ${quiet.latencyMs.p90} ms | ${quiet.latencyMs.p99} ms | ${quiet.latencyMs.max} ms | ${quiet.errors + quiet.non2xx} |`,
      `| during the flood | ${flooded.latencyMs.p50} ms | ${flooded.latencyMs.p90} ms | ${flooded.latencyMs.p99} ms (${yes(flood.goals.p99FloodedMs.met)}${flood.goals.p99Ratio ? `; ${flood.p99Ratio}× alone, ${yes(flood.goals.p99Ratio.met)}` : ''}) | ${flooded.latencyMs.max} ms | ${flooded.errors + flooded.non2xx} |`,
      '',
      ...(flood.cpuMicrosecondsPerRequest ? [`Gateway CPU per request (process time over ${2000} requests of each kind, µs; load-independent unlike the latencies): ${Object.entries(flood.cpuMicrosecondsPerRequest).map(([kind, us]) => `\`${kind}\` ${us}`).join(', ')}.`, ''] : []),
      ...(flood.cpuMicrosecondsOneClient
        ? [`The same from one client, past its budget after the first ones (µs; statuses): ${Object.entries(flood.cpuMicrosecondsOneClient).map(([kind, { us, statuses }]) => `\`${kind}\` ${us} (${Object.entries(statuses).map(([code, count]) => `${code} × ${count}`).join(', ')})`).join(', ')}.`, '']
        : []),
      `Flood: ${flood.flood.reqPerSec} req/s over ${flood.flood.durationS} s (p50 ${flood.flood.latencyMs.p50} ms, p99 ${flood.flood.latencyMs.p99} ms), statuses ${Object.entries(flood.flood.statusCodes).map(([code, count]) => `${code} × ${count}`).join(', ')}${(flood.goals.expectedStatuses ?? flood.goals.onlyNotFound) ? '' : ' (**unexpected statuses**)'}, ${flood.flood.errors} errors${flood.flood.refused !== undefined ? `; ${flood.flood.served} served, ${flood.flood.refused} refused (429, past the client's budget)` : ''}${flood.flood.gatewayCores !== undefined ? `; the gateway used ${flood.flood.gatewayCores} of a core meanwhile` : ''}.`,
      '',
    );
  }

  const analytics = results.analytics;
  if (analytics) {
    const { quiet, oneClient, manyClients } = analytics;
    const row = (name, read, extra = '', rounds = undefined) =>
      `| ${name} | ${read.latencyMs.p50} ms | ${read.latencyMs.p99} ms${extra}${rounds ? `; rounds ${rounds.join(', ')} ms` : ''} | ${read.errors + read.non2xx} |`;
    const beacons = (run) => `${run.beacons.reqPerSec}/s (${Object.entries(run.beacons.statusCodes).map(([code, count]) => `${code} × ${count}`).join(', ')}, ${run.beacons.errors} errors)`;
    lines.push(`## Reading analytics: a cached article during a beacon flood (${analytics.date}, load ${analytics.machine.loadAverage?.join(' / ') ?? '?'}${analytics.machine.loadAverageBefore ? `, before: ${analytics.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `\`GET ${analytics.read.path.length > 40 ? `${analytics.read.path.slice(0, 37)}…` : analytics.read.path}\` (cached HTML) at ${analytics.read.rate}/s from the paced sender, ${analytics.read.durationS} s, alone and while beacons flood POST /api/beacon: from one client (the per-client limit drops them from memory), then from a new client address each (every beacon judged and counted into Redis). The control sends the many-clients flood to a bare node:http server in its own process while the gateway is read. ${analytics.method.note}`,
      '',
      `| Read${analytics.read.rounds ? ` (median of ${analytics.read.rounds} rounds)` : ''} | p50 | p99 (≤ 1.5× alone) | Errors |`,
      '|---|---|---|---|',
      row('alone', quiet, '', quiet.p99Rounds),
      ...(analytics.control ? [row('control: the flood sent to a bare 204 server instead', analytics.control.read, ` (${analytics.control.p99Ratio}×: the machine's share)`, analytics.control.p99Rounds)] : []),
      row('flood from one client', oneClient.read, ` (${oneClient.p99Ratio}×, ${yes(analytics.goals.p99RatioOneClient.met)})`, oneClient.p99Rounds),
      row('flood from many clients', manyClients.read, ` (${manyClients.p99Ratio}×, ${yes(analytics.goals.p99RatioManyClients.met)})`, manyClients.p99Rounds),
      '',
      `Beacons: one client ${beacons(oneClient)}; many clients ${beacons(manyClients)}${manyClients.viewsSent ? ` (${manyClients.viewsSent} sent over ${analytics.read.rounds} rounds)` : ''}${manyClients.outcomes ? `, the gateway's outcomes: ${Object.entries(manyClients.outcomes).map(([outcome, count]) => `${count} ${outcome}`).join(', ')}` : ''}${analytics.viewsInPostgres ? `; in Postgres after the flush ${analytics.viewsInPostgres.counted} views of the ${analytics.viewsInPostgres.countedByGateway} the gateway counted in both floods` : manyClients.viewsCounted !== undefined ? `, of which ${manyClients.viewsCounted} views counted` : ''}. Stores after: ${analytics.stores.after.postgresRows.pages} page rows, ${analytics.stores.after.postgresRows.sources} source rows, ${analytics.stores.after.redisKeys} Redis keys (before: ${analytics.stores.before.redisKeys}).`,
      '',
      '| Lighthouse mobile | with the script | without (blocked) |',
      '|---|---|---|',
      ...analytics.lighthouse.map((entry) => `| \`${entry.path.length > 40 ? `${entry.path.slice(0, 37)}…` : entry.path}\` | ${entry.withScript.scores.join(', ')} (median ${entry.withScript.median}) | ${entry.withoutScript.scores.join(', ')} (median ${entry.withoutScript.median}) |`),
      '',
    );
  }

  const queue = results.queue;
  if (queue) {
    const { latency, throughput } = queue;
    lines.push(`## AI queue (${queue.date}, load ${queue.machine.loadAverage?.join(' / ') ?? '?'}${queue.machine.loadAverageBefore ? `, before: ${queue.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `- Latency, ${latency.jobs} idea jobs offered at ${latency.offeredRatePerSecond}/s over HTTP, instant offline provider, 1 worker: enqueue→complete p50 **${latency.enqueueToCompleteMs.p50} ms** (goal ≤ 25, ${yes(latency.goals.p50.met)}), p99 **${latency.enqueueToCompleteMs.p99} ms** (goal ≤ 100, ${yes(latency.goals.p99.met)}), max ${latency.enqueueToCompleteMs.max} ms; enqueue→start p50 ${latency.enqueueToStartMs.p50} ms, p99 ${latency.enqueueToStartMs.p99} ms; states ${JSON.stringify(latency.states)}.${latency.warmUp ? ` Measured after ${latency.warmUp.jobs} warm-up jobs at the same rate; those, right after the worker started, had p50 ${latency.warmUp.enqueueToCompleteMs.p50} ms, p99 ${latency.warmUp.enqueueToCompleteMs.p99} ms.` : ''}`,
    );
    const [one, two] = throughput.runs;
    lines.push(
      ...(queue.staged
        ? [
            `- Six-stage article jobs, ${queue.staged.jobs} offered at ${queue.staged.offeredRatePerSecond}/s, instant offline provider, 1 worker: enqueue→complete p50 **${queue.staged.enqueueToCompleteMs.p50} ms** (goal ≤ 60, ${yes(queue.staged.goals.p50.met)}), p99 **${queue.staged.enqueueToCompleteMs.p99} ms** (goal ≤ 200, ${yes(queue.staged.goals.p99.met)}); states ${JSON.stringify(queue.staged.states)}; per stage p50: ${Object.entries(queue.staged.perStageMs).map(([name, s]) => `${name} ${s.p50} ms`).join(', ')}.${queue.staged.coverCached ? ` The same jobs with a cached cover (no render; ${queue.staged.coverCached.jobs} jobs): p50 ${queue.staged.coverCached.enqueueToCompleteMs.p50} ms, p99 ${queue.staged.coverCached.enqueueToCompleteMs.p99} ms.` : ''}`,
          ]
        : []),
      `- Throughput, ${one.jobs} jobs, provider ${throughput.providerDelayMs} ms, concurrency ${throughput.concurrencyPerWorker} per worker: 1 worker ${one.jobsPerSecond} jobs/s, 2 workers ${two.jobsPerSecond} jobs/s → **${throughput.speedup}×** (goal ≥ 1.8, ${yes(throughput.goals.speedup.met)}); counted from the first enqueue: ${one.jobsPerSecondEndToEnd} vs ${two.jobsPerSecondEndToEnd} jobs/s (${throughput.speedupEndToEnd}×). Ideal: ${one.idealJobsPerSecond} / ${two.idealJobsPerSecond} jobs/s.`,
      '',
    );
  }

  // issue 30 asks for the article's cost before and after: results/ai-before.json is the run on main before.
  const aiBefore = path.join(RESULTS_DIR, 'ai-before.json');
  if (results.ai || fs.existsSync(aiBefore)) lines.push(...aiSection(results.ai, fs.existsSync(aiBefore) ? JSON.parse(fs.readFileSync(aiBefore, 'utf8')) : null));
  const login = results.login;
  if (login) {
    lines.push(
      `## Admin sign-in during a burst of wrong logins (${login.date}, load ${login.machine.loadAverage?.join(' / ') ?? '?'}${login.machine.loadAverageBefore ? `, before: ${login.machine.loadAverageBefore[0]}` : ''})`,
      '',
      login.method,
      '',
      `- Admin sign-in alone: p50 ${login.adminAloneMs.p50} ms, max ${login.adminAloneMs.max} ms.`,
      `- During the burst: p50 ${login.adminDuringBurstMs.p50} ms, max **${login.adminDuringBurstMs.max} ms** (goal ≤ 1000, ${yes(login.goals.adminDuringBurstMs.met)}), statuses ${JSON.stringify(login.adminDuringBurstStatuses)}.`,
      `- The burst: ${login.burst.requests} requests in ${login.burst.durationMs} ms, statuses ${JSON.stringify(login.burst.statuses)}, p50 ${login.burst.latencyMs.p50} ms, max ${login.burst.latencyMs.max} ms; gateway event-loop lag max **${login.eventLoopLagMaxMs} ms**.`,
      '',
    );
  }

  const frontend = results.frontend;
  if (frontend) {
    lines.push(`## Front end (${frontend.date}, Lighthouse ${frontend.lighthouse}, load ${frontend.machine.loadAverage?.join(' / ') ?? '?'}${frontend.machine.loadAverageBefore ? `, before: ${frontend.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(`| Route | JS gzip on the wire (≤ ${frontend.budgets?.jsGzipKb ?? 150} KB) | JS gzip -9 | Scripts |`, '|---|---|---|---|');
    for (const row of frontend.javascript) lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.wireKb} KB (${yes(row.withinBudget)}) | ${row.gzip9Kb} KB | ${row.requests} |`);
    lines.push('', `| Route | Lighthouse mobile performance, median (≥ ${frontend.budgets?.performance ?? 98}) | Runs | LCP ms | TBT ms | CLS |`, '|---|---|---|---|---|---|');
    for (const row of frontend.lighthouseMobile) {
      const m = row.metricsOfMedianRun;
      lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | **${row.median}** (${yes(row.meetsTarget)}) | ${row.scores.join(', ')} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls} |`);
    }
    if (frontend.seo) {
      lines.push('', '| Route | Lighthouse SEO (100) | Failing audits |', '|---|---|---|');
      for (const row of frontend.seo) lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | **${row.score}** (${yes(row.meetsTarget)}) | ${row.failing.join(', ') || '–'} |`);
    }
    lines.push('');
  }
  const hydration = results.hydration;
  if (hydration) {
    lines.push(`## Hydration: main-thread work of the public pages (${hydration.date}, Lighthouse ${hydration.lighthouse}, load ${hydration.machine.loadAverage?.join(' / ') ?? '?'}${hydration.machine.loadAverageBefore ? `, before: ${hydration.machine.loadAverageBefore[0]}` : ''})`, '', hydration.method, '');
    lines.push(`| Route | JS gzip (≤ ${hydration.goals.jsKb} KB) | Main thread, app / no scripts (ms) | Scripting, app / no scripts | Blocking, app / no scripts | Lighthouse TBT (≤ ${hydration.goals.tbtMs} ms) | Lighthouse score (≥ ${hydration.goals.score}) |`, '|---|---|---|---|---|---|---|');
    for (const row of hydration.rows) {
      lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.jsKb} KB (${yes(row.goals.jsKb.met)}) | ${row.app.totalMs} / ${row.limit.totalMs} | ${row.app.scriptingMs} / ${row.limit.scriptingMs} | ${row.app.blockingMs} / ${row.limit.blockingMs} | ${row.lighthouse.tbtMs} (${yes(row.goals.tbtMs.met)}) | ${row.lighthouse.score} (${yes(row.goals.score.met)}; ${row.lighthouse.runs.map((run) => run.score).join(', ')}) |`);
    }
    lines.push('');
  }
  const upload = results.upload;
  if (upload) {
    lines.push(`## Image upload (${upload.date}, load ${upload.machine.loadAverage?.join(' / ') ?? '?'}${upload.machine.loadAverageBefore ? `, before: ${upload.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `${upload.method}. Input ${upload.input.megapixels} MP, ${upload.input.jpegMb} MB on average; stored ${upload.stored.width}x${upload.stored.height} (${kb(upload.stored.bytes)}) with widths ${upload.stored.variants.join(', ')}.`,
      '',
      `- 12 MP JPEG → stored variants: median **${upload.uploadMs.median} ms** (goal ≤ ${upload.goals.medianMs.target}, ${yes(upload.goals.medianMs.met)}), min ${upload.uploadMs.min} ms, max ${upload.uploadMs.max} ms (runs: ${upload.uploadMs.runs.join(', ')} ms).`,
      '',
    );
  }
  const editor = results.editor;
  if (editor) {
    const k = editor.keystrokeToPreviewMs;
    lines.push(`## Typing in the post editor (${editor.date}, load ${editor.machine.loadAverage?.join(' / ') ?? '?'}${editor.machine.loadAverageBefore ? `, before: ${editor.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(
      `${editor.method}. Article: ${editor.article.words} words (${editor.article.kb} KB).`,
      '',
      `- Keystroke → preview: p50 ${k.all.p50} ms, p95 **${k.all.p95} ms** (goal ≤ ${editor.goals.keystrokeToPreviewP95Ms.target}, ${yes(editor.goals.keystrokeToPreviewP95Ms.met)}), max ${k.all.max} ms over ${k.all.count} keys (middle p95 ${k.middle.p95}, end p95 ${k.end.p95} ms).`,
      `- Main thread: ${editor.longTasks.count} long tasks, the longest **${editor.longTasks.longestMs} ms** (goal ≤ ${editor.goals.longestTaskMs.target}, ${yes(editor.goals.longestTaskMs.met)}).`,
      '',
    );
  }
  const claims = results.claims;
  if (claims) {
    const pct = (value) => `${Math.round(1000 * value) / 10}%`;
    lines.push(`## Claim checks (${claims.date}, load ${claims.machine.loadAverage?.join(' / ') ?? '?'})`, '', 'Each corpus sentence is the text of a draft post; `GET /api/admin/blog/posts/:id/checks` says whether it blocks (issue 29).', '');
    lines.push('| Set | Sentences | Recall (≥ 95%) | Precision | False blockers (≤ 3%) |', '|---|---|---|---|---|');
    for (const [name, set] of [['labelled (tuned on)', claims.labelled], ['held back (never tuned on)', claims.heldBack]]) {
      lines.push(`| ${name} | ${set.sentences} | ${pct(set.recall)} (${yes(set.goals.recall.met)}) | ${pct(set.precision)} | ${pct(set.falseBlockerRate)} (${yes(set.goals.falseBlockerRate.met)}) |`);
    }
    lines.push('', `A checks call: p50 ${claims.checksCallMs.p50} ms, p99 ${claims.checksCallMs.p99} ms (${claims.checksCallMs.calls} calls).`, '');
  }
  const render = results.render;
  if (render) {
    lines.push(`## Worst-case markdown (${render.date}, nesting limit ${render.nestingLimit}, load ${render.machine.loadAverage?.join(' / ') ?? '?'}${render.machine.loadAverageBefore ? `, before: ${render.machine.loadAverageBefore[0]}` : ''})`, '');
    lines.push(render.method, '', `| Step | Time | Event-loop lag max (≤ ${render.goals.eventLoopLagMaxMs.target} ms) | Slowest /api/health/live meanwhile |`, '|---|---|---|---|');
    const row = (name, step) => `| ${name} | ${step.ms} ms | ${step.eventLoopLagMaxMs} ms (${yes(step.eventLoopLagMaxMs !== null && step.eventLoopLagMaxMs <= render.goals.eventLoopLagMaxMs.target)}) | ${step.slowestProbeMs} ms |`;
    lines.push(row(`RSS feed, first build (${render.feed.first.items} items, ${Math.round(render.feed.first.bytes / 1024)} KB)`, render.feed.first), row('RSS feed, rebuilt after a write', render.feed.afterWrite));
    for (const page of render.pages) lines.push(row(`First render of the page with ${page.name}`, page));
    for (const step of render.studio) lines.push(row(`Checks and link suggestions of ${step.name}`, step));
    lines.push('', `Corpus: ${render.corpus.map((piece) => `${piece.name} (${Math.round(piece.bytes / 1024)} KB, nesting ${piece.nesting.blocks}/${piece.nesting.inline}${piece.acceptedByTheEditor ? '' : ', refused by the editor'})`).join('; ')}.${render.goals.noErrors ? '' : ' **Some answers were not 200: see render.json.**'}`, '');
  }
  if (results.scale) lines.push(...scaleSection(results.scale));
  // The run kept for comparison (issue 18 asks for before and after): results/scale-before.json.
  const before = path.join(RESULTS_DIR, 'scale-before.json');
  if (fs.existsSync(before)) lines.push(...scaleSection(JSON.parse(fs.readFileSync(before, 'utf8')), 'Scale, before the studio changes'));
  const historyFile = path.join(RESULTS_DIR, 'history.jsonl');
  if (fs.existsSync(historyFile)) {
    const history = fs.readFileSync(historyFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
    lines.push('## Every run so far (bench/results/history.jsonl)', '', 'The tables above are the latest run of each piece; the machine is shared, so here is the spread.', '');
    for (const entry of history) {
      const f = entry.figures;
      let text = JSON.stringify(f);
      if (entry.piece === 'api' || entry.piece === 'html') text = f.map((row) => `${row.path.replace(/^(.{30}).+$/, '$1…')}: ${row.gateway} vs ${row.raw} req/s (${row.ratio}), p99 paced ${row.p99PacedMs ?? '–'}${row.p99PacedRawMs !== undefined ? ` (raw ${row.p99PacedRawMs})` : ''} / autocannon ${row.p99AutocannonMs} ms`).join('; ');
      if (entry.piece === 'cpu') text = f.map((row) => `${row.path.replace(/^(.{30}).+$/, '$1…')} ${row.encoding}: ${row.gateway} vs ${row.raw} µs (${row.ratio})`).join('; ');
      if (entry.piece === 'flood') text = `${f.path.replace(/^(.{30}).+$/, '$1…')} at ${f.rate}/s: alone p50 ${f.quiet.p50Ms} / p99 ${f.quiet.p99Ms} ms, flooded p50 ${f.flooded.p50Ms} / p99 ${f.flooded.p99Ms} ms (flood ${f.floodReqPerSec} req/s${f.floodRefused !== undefined ? `, ${f.floodRefused} refused` : ''})`;
      if (entry.piece === 'login') text = `admin sign-in alone p50 ${f.adminAloneP50Ms} ms, during ${JSON.stringify(f.burstStatuses)} wrong logins p50 ${f.adminDuringBurstP50Ms} / max ${f.adminDuringBurstMaxMs} ms, burst ${f.burstMs} ms, event-loop lag max ${f.eventLoopLagMaxMs} ms`;
      if (entry.piece === 'queue') text = `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, 2 workers ${f.speedup}×`;
      if (entry.piece === 'scale') {
        const more = (row) => (row.similarIdeasMs === undefined ? '' : `, calendar ${row.calendarMs ?? '–'} ms, article ${row.articleMs ?? '–'} ms, drafts ${row.similarIdeasMs} ms, links ${row.linkSuggestionsMs} ms, admin list +${row.adminListRssGrowthMb ?? '–'} MB RSS`);
        text = f.map((row) => `${row.posts} posts: /blog ${row.blogGzipKb} KB, studio ${row.studioMs ?? '–'} ms, admin list ${row.adminListKb} KB, p99 ${row.readsP99Ms ?? '–'} ms${more(row)}`).join('; ');
      }
      if (entry.piece === 'editor') text = `${f.words} words: keystroke → preview p50 ${f.p50Ms} / p95 ${f.p95Ms} / max ${f.maxMs} ms, longest task ${f.longestTaskMs} ms`;
      if (entry.piece === 'upload') text = `12 MP JPEG upload median ${f.medianMs} ms, max ${f.maxMs} ms`;
      if (entry.piece === 'claims') text = `labelled recall ${f.labelled.recall}, false blockers ${f.labelled.falseBlockerRate}; held back recall ${f.heldBack.recall}, false blockers ${f.heldBack.falseBlockerRate}; checks p50 ${f.checksP50Ms} ms`;
      if (entry.piece === 'ai') text = f.map((row) => `${row.provider} ${row.model}: ${row.uncachedInputChars} of ${row.promptChars} prompt chars not from the cache, input ${row.inputTokens} tokens (read ${row.cacheReadTokens}, written ${row.cacheWriteTokens}), output ${row.outputTokens}, $${row.costUsd} (warm $${row.warmCostUsd ?? '–'})`).join('; ');
      if (entry.piece === 'hydration') text = f.map((row) => `${row.path.replace(/^(.{12}).+$/, '$1…')} ${row.jsKb} KB, main thread ${row.mainThreadMs} ms (no scripts ${row.limitMainThreadMs}), TBT ${row.tbtMs}, score ${row.score}`).join('; ');
      if (entry.piece === 'frontend') text = `JS KB ${Object.values(f.jsKb).join(' / ')}; Lighthouse ${Object.entries(f.lighthouse).map(([route, scores]) => `${route.replace(/^(.{12}).+$/, '$1…')} [${scores.join(', ')}]`).join(', ')}`;
      lines.push(`- ${entry.date.slice(0, 16)} ${entry.piece} (load ${entry.loadAverage?.join('/') ?? '?'}${entry.loadAverageBefore ? `, before ${entry.loadAverageBefore[0]}` : ''}${entry.note ? `, ${entry.note}` : ''}): ${text}`);
    }
    lines.push('');
  }
  const text = `${lines.join('\n')}`;
  fs.writeFileSync(path.join(RESULTS_DIR, 'SUMMARY.md'), text);
  return text;
}

/** Issue 30: tokens and dollars per six-stage article, per provider, before (main) and after. */
function aiSection(after, before) {
  const runs = [before && ['before', before], after && after.date !== before?.date && ['after', after]].filter(Boolean);
  const latest = after ?? before;
  const lines = [`## AI tokens per six-stage article (${runs.map(([name, run]) => `${name}: ${run.date}, commit ${run.revision.commit}, load ${run.machine.loadAverage?.join(' / ') ?? '?'}`).join('; ')})`, '', latest.method, ''];
  lines.push(
    '| Provider, model | Run | Requests | Prompt chars | of them not from the cache | Input tokens | read from the cache | written to it | All input not from the cache (chars) | Output tokens | $ first article (cold cache) | $ next articles (mean) | Stages reading the cache |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const provider of latest.rows.map((row) => row.provider)) {
    for (const [name, run] of runs) {
      const row = run.rows.find((candidate) => candidate.provider === provider);
      if (!row) continue;
      const { cold, warmMean } = row;
      // Runs before the cache reads existed read nothing from a cache: every prompt character was fresh.
      const freshPrompt = cold.uncachedPromptChars ?? (cold.cacheReadTokens ? '–' : cold.promptChars);
      lines.push(`| ${provider}, ${row.model} | ${name} (${run.revision.commit}) | ${cold.requests} | ${cold.promptChars} | **${freshPrompt}** | ${cold.inputTokens} | ${cold.cacheReadTokens} | ${cold.cacheWriteTokens} | ${cold.uncachedInputChars} | ${cold.outputTokens} | **$${cold.costUsd}** | $${warmMean?.costUsd ?? '–'} (${warmMean?.uncachedPromptChars ?? warmMean?.promptChars ?? '–'} prompt chars not from the cache) | ${cold.stagesReadingCache.join(', ') || 'none'} |`);
    }
  }
  if (after?.repricedOpenAi) {
    lines.push('', "The OpenAI article's tokens at other models' list prices (first article; the next one in brackets):", '', `| | ${Object.keys(after.repricedOpenAi).join(' | ')} |`, `|---|${Object.keys(after.repricedOpenAi).map(() => '---').join('|')}|`);
    lines.push(`| before | ${Object.values(after.repricedOpenAi).map((cost) => `$${cost.before ?? '–'}`).join(' | ')} |`);
    lines.push(`| after | ${Object.values(after.repricedOpenAi).map((cost) => `$${cost.after} ($${cost.afterWarm ?? '–'})`).join(' | ')} |`);
  }
  if (after && after.date !== before?.date) {
    const { goals } = after;
    const half = goals.uncachedAtMostHalf;
    lines.push(
      '',
      `Goals (issue 30, on the first article, cold cache): prompt characters not read from the cache ≤ ${half.targetChars} (half of the 31,257 the issue measured): ${Object.entries(half.byProvider).map(([provider, chars]) => `${provider} ${chars}`).join(', ')} (${yes(half.met)}); counting every input token not read from the cache (tools and cache writes too): ${Object.entries(half.strictByProvider ?? {}).map(([provider, chars]) => `${provider} ${chars}`).join(', ')} (${yes(half.strictMet)})${goals.halfOfBefore ? `, which is ${Object.entries(goals.halfOfBefore.byProvider).map(([provider, ratio]) => `${provider} ${ratio}`).join(', ')} of the same article before (≤ 0.5: ${yes(goals.halfOfBefore.met)})` : ''}; every stage after the first reads the cache: ${yes(goals.laterStagesReadCache.met)}; stored usage equals what the fake API billed: ${yes(goals.usageMatchesBilled)}.`,
    );
  }
  lines.push('');
  return lines;
}

const kb = (bytes) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`);

/** The issue-18 table: one column per size. */
function scaleSection(scale, title = 'Scale') {
  const rows = scale.rows;
  const cell = (pick) => rows.map((row) => {
    try {
      return pick(row) ?? '–';
    } catch {
      return '–';
    }
  });
  const studio = (row) => (row.studio.error ? `failed: ${row.studio.error.slice(0, 60)}` : `**${row.studio.afterClickMs} ms** (${row.studio.renderMs} ms from navigation), ${row.studio.domNodes} DOM nodes, ${row.studio.jsHeapUsedMb} MB heap`);
  const table = [
    ['`/blog` HTML, gzip', cell((row) => kb(row.blog.gzipBytes))],
    ['`/blog` first render after a write (event-loop lag max / slowest tiny request meanwhile)', cell((row) => `${row.blog.renderAfterWriteMs} ms (${row.blog.eventLoopLagMaxMs} / ${row.blog.slowestProbeMs} ms)`)],
    ['Lighthouse mobile `/blog` (one run)', cell((row) => (row.lighthouseBlog.error ? 'failed' : `${row.lighthouseBlog.score} (TBT ${row.lighthouseBlog.tbtMs} ms, ${row.lighthouseBlog.domNodes} DOM nodes)`))],
    ['studio Content Workflow tab, first render: click → both lists (from navigating to /admin)', cell(studio)],
    ['studio Calendar tab, January 2020: click → the month drawn', cell((row) => (row.calendar ? (row.calendar.error ? `failed: ${row.calendar.error.slice(0, 60)}` : `**${row.calendar.afterClickMs} ms** (${row.calendar.entries} entries)`) : null))],
    ['an article `/blog/:slug` (after a write / warm)', cell((row) => (row.article ? `${row.article.firstMs} / ${row.article.warmMedianMs} ms` : null))],
    ['`GET /api/admin/blog/posts` (after a write / warm; gateway RSS before → peak; live heap of the stream alone)', cell((row) => `${kb(row.adminPosts.bytes)} (${kb(row.adminPosts.gzipBytes)} gzip), ${row.adminPosts.firstMs} / ${row.adminPosts.warmMedianMs ?? row.adminPosts.warmMs} ms${row.adminPosts.rssPeakMb ? `; ${row.adminPosts.rssBeforeMb} → ${row.adminPosts.rssPeakMb} MB` : ''}${row.adminPosts.streamedAlone ? `; live heap streamed alone ${row.adminPosts.streamedAlone.liveHeapBeforeMb} → **${row.adminPosts.streamedAlone.liveHeapMaxMb} MB**` : ''}`)],
    ['`GET /api/ai/drafts`, 200 ideas with `similar` (first / median)', cell((row) => (row.similarIdeas ? `**${row.similarIdeas.firstMs} / ${row.similarIdeas.medianMs} ms** (${row.similarIdeas.withSimilar} with similar posts)` : null))],
    ['link suggestions of a post (first / median)', cell((row) => (row.linkSuggestions ? `**${row.linkSuggestions.firstMs} / ${row.linkSuggestions.medianMs} ms**` : null))],
    ['`/rss.xml` (after a write / warm)', cell((row) => `${kb(row.rss.bytes)}, ${row.rss.firstMs} / ${row.rss.warmMedianMs} ms`)],
    ['`/sitemap.xml` (after a write / warm)', cell((row) => `${kb(row.sitemap.bytes)}, ${row.sitemap.firstMs} / ${row.sitemap.warmMedianMs} ms`)],
    ['`/sitemap-posts-1.xml` (above 50,000 URLs; after a write / warm)', cell((row) => (row.sitemapPosts ? `${kb(row.sitemapPosts.bytes)}, ${row.sitemapPosts.firstMs} / ${row.sitemapPosts.warmMedianMs} ms` : null))],
    ['load average when the size was done', cell((row) => row.loadAverage?.join(' / '))],
    ['p99 of article reads during a publish', cell((row) => (row.readsDuringPublish ? `${row.readsDuringPublish.latencyMs.p99} ms (max ${row.readsDuringPublish.latencyMs.max} ms, ${row.readsDuringPublish.rate}/s)` : null))],
  ];
  return [
    `## ${title} (${scale.date}, commit ${scale.revision.commit}, load ${scale.machine.loadAverage?.join(' / ') ?? '?'}${scale.machine.loadAverageBefore ? `, before: ${scale.machine.loadAverageBefore[0]}` : ''})`,
    '',
    scale.method,
    ...(scale.note ? ['', `Note: ${scale.note}.`] : []),
    '',
    `| | ${rows.map((row) => `${row.publishedPosts.toLocaleString('en-GB')} posts (+${row.drafts} drafts)`).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    ...table.map(([name, cells]) => `| ${name} | ${cells.join(' | ')} |`),
    '',
  ];
}
