import fs from 'node:fs';
import path from 'node:path';

/** The labels of the claims corpus (test/fixtures/claims): what a sentence is, and so whether it must block. */
export const CORPUS_LABELS = ['supported', 'contradicted', 'unsupported', 'none'] as const;
export type CorpusLabel = (typeof CORPUS_LABELS)[number];

export interface CorpusSentence {
  /** The sentence as it stands in an article's markdown (a heading, list item or quote keeps its mark). */
  text: string;
  label: CorpusLabel;
  kind: string;
}

export const CORPUS_DIR = path.join(__dirname, '../fixtures/claims');

export function readCorpus(file: 'labelled-claims.json' | 'held-back-claims.json'): CorpusSentence[] {
  return (JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as { sentences: CorpusSentence[] }).sentences;
}

export const mustBlock = (label: CorpusLabel) => label === 'contradicted' || label === 'unsupported';

export interface CorpusScore {
  /** label -> [blocked, not blocked] */
  table: Record<CorpusLabel, [number, number]>;
  /** Share of unsupported or contradicted sentences that are blockers (goal >= 0.95). */
  recall: number;
  /** Share of blockers that are on unsupported or contradicted sentences. */
  precision: number;
  /** Share of supported sentences and non-claims that are blockers (goal <= 0.03). */
  falseBlockerRate: number;
  misses: CorpusSentence[];
  falseBlockers: CorpusSentence[];
}

/** Scores a verdict (blocked or not) for each sentence against its label. */
export function scoreCorpus(sentences: CorpusSentence[], blocked: boolean[]): CorpusScore {
  const table = Object.fromEntries(CORPUS_LABELS.map((label) => [label, [0, 0]])) as CorpusScore['table'];
  const misses: CorpusSentence[] = [];
  const falseBlockers: CorpusSentence[] = [];
  sentences.forEach((sentence, index) => {
    table[sentence.label][blocked[index] ? 0 : 1] += 1;
    if (mustBlock(sentence.label) && !blocked[index]) misses.push(sentence);
    if (!mustBlock(sentence.label) && blocked[index]) falseBlockers.push(sentence);
  });
  const claims = sentences.filter((sentence) => mustBlock(sentence.label)).length;
  const others = sentences.length - claims;
  const truePositives = claims - misses.length;
  const blockers = truePositives + falseBlockers.length;
  return {
    table,
    recall: claims ? truePositives / claims : 1,
    precision: blockers ? truePositives / blockers : 1,
    falseBlockerRate: others ? falseBlockers.length / others : 0,
    misses,
    falseBlockers,
  };
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/** The confusion table and the figures, as the test and the benchmark print them. */
export function formatScore(title: string, score: CorpusScore): string {
  const rows = CORPUS_LABELS.map((label) => `| ${label.padEnd(12)} | ${String(score.table[label][0]).padStart(7)} | ${String(score.table[label][1]).padStart(11)} |`);
  return [
    `${title}`,
    '| label        | blocker | not blocker |',
    '|--------------|---------|-------------|',
    ...rows,
    `recall (unsupported or contradicted -> blocker): ${percent(score.recall)}; precision: ${percent(score.precision)}; false blockers (supported or no claim): ${percent(score.falseBlockerRate)}`,
    ...score.misses.map((sentence) => `  missed: ${sentence.text}`),
    ...score.falseBlockers.map((sentence) => `  false blocker: ${sentence.text}`),
  ].join('\n');
}
