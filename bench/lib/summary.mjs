import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './common.mjs';

const yes = (met) => (met ? 'met' : '**missed**');

/** bench/results/SUMMARY.md from the latest result of each piece. */
export function writeSummary(results) {
  const lines = ['# Benchmark summary', '', 'Reproduce: `npm run bench` (all) or `npm run bench -- api|html|queue|frontend`. Raw figures: `bench/results/*.json`.', ''];
  const anyMachine = Object.values(results)[0]?.machine;
  if (anyMachine) lines.push(`Machine: ${anyMachine.cores} cores (${anyMachine.cpuModel}), ${anyMachine.memoryGb} GB, Node ${anyMachine.node}, ${anyMachine.platform}. Load generator, gateway, Postgres and Redis share these cores.`, '');

  for (const piece of ['api', 'html']) {
    const result = results[piece];
    if (!result) continue;
    lines.push(`## ${piece === 'api' ? 'Public API' : 'Server-rendered article HTML'} (${result.date}, ${result.publishedPosts} published posts)`, '');
    lines.push(`${result.method.tool}, ${result.rows[0].maxRate.connections} connections × ${result.rows[0].maxRate.durationS} s for max rate; then a fixed rate of 50% of the gateway max over ${result.rows[0].halfRate.connections} connections. Baseline: raw node:http serving the same captured bytes.`, '');
    lines.push('| Route | Bytes | Gateway req/s | Raw req/s | Ratio (≥ 0.6) | Rate | Gateway p99 (≤ 50 ms) | Raw p99 | Errors |', '|---|---|---|---|---|---|---|---|---|');
    for (const row of result.rows) {
      lines.push(
        `| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.responseBytes} (${row.contentEncoding}) | ${row.maxRate.gateway.reqPerSec} | ${row.maxRate.raw.reqPerSec} | ${row.ratio} (${yes(row.goals.ratio.met)}) | ${row.halfRate.overallRate}/s | ${row.halfRate.gateway.latencyMs.p99} ms (${yes(row.goals.p99AtHalfRateMs.met)}) | ${row.halfRate.raw.latencyMs.p99} ms | ${row.goals.noErrors ? 0 : 'some, see json'} |`,
      );
    }
    lines.push('');
  }

  const queue = results.queue;
  if (queue) {
    const { latency, throughput } = queue;
    lines.push(`## AI queue (${queue.date})`, '');
    lines.push(
      `- Latency, ${latency.jobs} idea jobs offered at ${latency.offeredRatePerSecond}/s over HTTP, instant offline provider, 1 worker: enqueue→complete p50 **${latency.enqueueToCompleteMs.p50} ms** (goal ≤ 25, ${yes(latency.goals.p50.met)}), p99 **${latency.enqueueToCompleteMs.p99} ms** (goal ≤ 100, ${yes(latency.goals.p99.met)}), max ${latency.enqueueToCompleteMs.max} ms; enqueue→start p50 ${latency.enqueueToStartMs.p50} ms, p99 ${latency.enqueueToStartMs.p99} ms; states ${JSON.stringify(latency.states)}.`,
    );
    const [one, two] = throughput.runs;
    lines.push(
      `- Throughput, ${one.jobs} jobs, provider ${throughput.providerDelayMs} ms, concurrency ${throughput.concurrencyPerWorker} per worker: 1 worker ${one.jobsPerSecond} jobs/s, 2 workers ${two.jobsPerSecond} jobs/s → **${throughput.speedup}×** (goal ≥ 1.8, ${yes(throughput.goals.speedup.met)}); counted from the first enqueue: ${one.jobsPerSecondEndToEnd} vs ${two.jobsPerSecondEndToEnd} jobs/s (${throughput.speedupEndToEnd}×). Ideal: ${one.idealJobsPerSecond} / ${two.idealJobsPerSecond} jobs/s.`,
      '',
    );
  }

  const frontend = results.frontend;
  if (frontend) {
    lines.push(`## Front end (${frontend.date}, Lighthouse ${frontend.lighthouse})`, '');
    lines.push('| Route | JS gzip on the wire (≤ 170 KB) | JS gzip -9 | Scripts |', '|---|---|---|---|');
    for (const row of frontend.javascript) lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | ${row.wireKb} KB (${yes(row.withinBudget)}) | ${row.gzip9Kb} KB | ${row.requests} |`);
    lines.push('', '| Route | Lighthouse mobile performance, median (≥ 95) | Runs | LCP ms | TBT ms | CLS |', '|---|---|---|---|---|---|');
    for (const row of frontend.lighthouseMobile) {
      const m = row.metricsOfMedianRun;
      lines.push(`| \`${row.path.length > 40 ? `${row.path.slice(0, 37)}…` : row.path}\` | **${row.median}** (${yes(row.meetsTarget)}) | ${row.scores.join(', ')} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls} |`);
    }
    lines.push('');
  }
  const text = `${lines.join('\n')}`;
  fs.writeFileSync(path.join(RESULTS_DIR, 'SUMMARY.md'), text);
  return text;
}
