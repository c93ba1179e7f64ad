import { DEFAULT_BRAND_KIT } from '@app/contract';
import { formatScore, readCorpus, scoreCorpus, type CorpusSentence } from '../../test/support/claims-corpus';
import { CheckedPost, checkPost } from './post-checks';

const POST: Omit<CheckedPost, 'content'> = {
  title: 'A post',
  slug: 'a-post',
  excerpt: 'An excerpt.',
  metaDescription: '',
  featuredImage: null,
  featuredImageAlt: '',
  keywords: [],
};
const context = { brandKit: DEFAULT_BRAND_KIT, isLivePath: () => true, origin: 'https://hyperframe.example' };

/** Whether the checks answer a blocker for the sentence, standing alone as an article's text. */
function blocks(sentence: CorpusSentence): boolean {
  return checkPost({ ...POST, content: sentence.text }, context).items.some((item) => item.claim && item.level === 'blocker');
}

/**
 * Issue 29 item 2: the claim checks measured on a labelled corpus (every example of the issue in it).
 * Goal: at least 95% of unsupported or contradicted sentences are blockers, at most 3% of supported
 * sentences and non-claims are. The held-back set, written before the rules were tuned and never tuned
 * on, is reported beside it.
 */
describe('claim checks on the labelled corpus', () => {
  const labelled = readCorpus('labelled-claims.json');
  const heldBack = readCorpus('held-back-claims.json');

  it('holds at least 80 labelled sentences of every kind the issue names, and 30 held back', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(80);
    expect(heldBack.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(labelled.map((sentence) => sentence.kind));
    for (const kind of ['supported', 'compound', 'paraphrase', 'contradicted', 'unsupported', 'guarantee', 'ranking', 'advice', 'heading', 'list-item', 'quote']) expect(kinds).toContain(kind);
  });

  it('blocks at least 95% of unsupported or contradicted claims and at most 3% of supported claims and non-claims', () => {
    const score = scoreCorpus(labelled, labelled.map(blocks));
    console.log(formatScore(`Labelled corpus (${labelled.length} sentences)`, score));

    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.falseBlockerRate).toBeLessThanOrEqual(0.03);
  });

  it('reports the held-back set', () => {
    const score = scoreCorpus(heldBack, heldBack.map(blocks));
    console.log(formatScore(`Held-back set (${heldBack.length} sentences, never tuned on)`, score));

    expect(score.recall).toBeGreaterThanOrEqual(0);
  });
});
