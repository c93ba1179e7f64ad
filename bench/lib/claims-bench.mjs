/**
 * `npm run bench -- claims` (issue 29 item 2): the claim checks measured through the API, as an admin
 * meets them. Each sentence of the labelled corpus and of the held-back set (never tuned on) becomes the
 * text of a draft post; `GET /api/admin/blog/posts/:id/checks` answers whether it blocks. Prints the
 * confusion table of each set: recall (unsupported or contradicted -> blocker, goal >= 95%), precision,
 * and false blockers (supported or no claim, goal <= 3%); and the time of a checks call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminCookie, log, percentile, ROOT, round } from './common.mjs';

const CORPUS_DIR = path.join(ROOT, 'services/gateway/test/fixtures/claims');
const LABELS = ['supported', 'contradicted', 'unsupported', 'none'];
const mustBlock = (label) => label === 'contradicted' || label === 'unsupported';

function readSet(file) {
  return JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8')).sentences;
}

/** The same figures as services/gateway/test/support/claims-corpus.ts scores in the corpus test. */
function score(sentences, blocked) {
  const table = Object.fromEntries(LABELS.map((label) => [label, { blocker: 0, notBlocker: 0 }]));
  const misses = [];
  const falseBlockers = [];
  sentences.forEach((sentence, index) => {
    table[sentence.label][blocked[index] ? 'blocker' : 'notBlocker'] += 1;
    if (mustBlock(sentence.label) && !blocked[index]) misses.push(sentence.text);
    if (!mustBlock(sentence.label) && blocked[index]) falseBlockers.push(sentence.text);
  });
  const claims = sentences.filter((sentence) => mustBlock(sentence.label)).length;
  const others = sentences.length - claims;
  const truePositives = claims - misses.length;
  const blockers = truePositives + falseBlockers.length;
  return {
    sentences: sentences.length,
    table,
    recall: round(claims ? truePositives / claims : 1, 4),
    precision: round(blockers ? truePositives / blockers : 1, 4),
    falseBlockerRate: round(others ? falseBlockers.length / others : 0, 4),
    goals: { recall: { target: 0.95, met: claims ? truePositives / claims >= 0.95 : true }, falseBlockerRate: { target: 0.03, met: others ? falseBlockers.length / others <= 0.03 : true } },
    misses,
    falseBlockers,
  };
}

export function formatTable(title, result) {
  const pct = (value) => `${round(100 * value, 1)}%`;
  return [
    title,
    '| label        | blocker | not blocker |',
    '|--------------|---------|-------------|',
    ...LABELS.map((label) => `| ${label.padEnd(12)} | ${String(result.table[label].blocker).padStart(7)} | ${String(result.table[label].notBlocker).padStart(11)} |`),
    `recall ${pct(result.recall)} (goal >= 95%), precision ${pct(result.precision)}, false blockers ${pct(result.falseBlockerRate)} (goal <= 3%)`,
    ...result.misses.map((text) => `  missed: ${text}`),
    ...result.falseBlockers.map((text) => `  false blocker: ${text}`),
  ].join('\n');
}

async function api(baseUrl, cookie, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Whether the checks of a draft holding only `text` answer a blocker for a claim; and how long the call took. */
async function checkSentence(baseUrl, cookie, text, index) {
  const post = await api(baseUrl, cookie, 'POST', '/api/admin/blog/posts', {
    title: `Claims bench ${index}`,
    slug: `claims-bench-${index}-${Date.now()}`,
    excerpt: 'A sentence from the claims corpus.',
    content: text,
    category: 'Video Editing',
    metaDescription: '',
    estimatedReadTime: 5,
    keywords: '[]',
    published: false,
  });
  const started = process.hrtime.bigint();
  const checks = await api(baseUrl, cookie, 'GET', `/api/admin/blog/posts/${post.id}/checks`);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  await api(baseUrl, cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`);
  return { blocked: checks.items.some((item) => item.claim && item.level === 'blocker'), ms };
}

export async function benchClaims(product) {
  const cookie = await adminCookie(product.baseUrl);
  const result = {};
  const times = [];
  let index = 0;
  for (const [name, file] of [['labelled', 'labelled-claims.json'], ['heldBack', 'held-back-claims.json']]) {
    const sentences = readSet(file);
    const blocked = [];
    for (const sentence of sentences) {
      const outcome = await checkSentence(product.baseUrl, cookie, sentence.text, (index += 1));
      blocked.push(outcome.blocked);
      times.push(outcome.ms);
    }
    result[name] = score(sentences, blocked);
  }
  times.sort((a, b) => a - b);
  result.checksCallMs = { calls: times.length, p50: round(percentile(times, 50), 2), p99: round(percentile(times, 99), 2) };
  log(`\n${formatTable(`Labelled corpus (${result.labelled.sentences} sentences)`, result.labelled)}\n\n${formatTable(`Held-back set (${result.heldBack.sentences} sentences, never tuned on)`, result.heldBack)}\n\nGET .../checks: p50 ${result.checksCallMs.p50} ms, p99 ${result.checksCallMs.p99} ms over ${times.length} calls`);
  return result;
}
