import { Inject, Injectable } from '@nestjs/common';
import { JobName, proposalFieldsOf, RewriteSentenceJob, RewriteSentenceJobPayload, spliceSentence, ProposalStoreRepository, PostRevisionsRepository } from '@app/contract';
import { Job } from 'bullmq';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { proposalResult } from './production-loader';
import { stagesModel } from './whole-article-revision';

/** How a sentence rewrite ended: a proposal, or nothing proposed and why. */
export type SentenceRewriteOutcome = 'proposed' | 'unchanged' | 'not-one-sentence' | 'sentence-changed';

/** The message the studio shows for each outcome (the job's result.message). */
export const SENTENCE_REWRITE_MESSAGES: Record<SentenceRewriteOutcome, string> = {
  proposed: 'A rewrite of the sentence is waiting for your review.',
  unchanged: 'The writer found nothing to change in this sentence, so nothing was proposed. Edit it by hand if it still needs work.',
  'not-one-sentence': "The writer's answer was not a single sentence, so nothing was proposed. Try again, or edit the sentence by hand.",
  'sentence-changed': 'The sentence was edited while the rewrite ran (or now appears more than once), so nothing was proposed. Run the checks again and retry.',
};

/** The paragraph (blank-line separated block) of `content` that holds `original`, on one line: the writer's context. */
export function paragraphAround(content: string, original: string): string {
  const at = content.indexOf(original);
  if (at === -1) return original;
  const start = content.lastIndexOf('\n\n', at);
  const end = content.indexOf('\n\n', at + original.length);
  return content.slice(start === -1 ? 0 : start + 2, end === -1 ? undefined : end).replace(/\s+/g, ' ').trim();
}

/**
 * What the writer's answer becomes: trimmed, its line breaks as spaces; null when it is not one sentence of
 * running text (a new paragraph, a heading, a list, or far longer than the sentence it replaces).
 */
export function replacementOf(answer: string, original: string): string | null {
  const text = answer.trim();
  if (/\n\s*\n/.test(text) || /^\s*(#|[-*+]\s|\d+\.\s|\|)/m.test(text) || text.length > original.length * 3 + 200) return null;
  return text.replace(/\s*\n\s*/g, ' ');
}

/**
 * 'Rewrite this sentence' (issue 27): the one sentence the studio named is rewritten (one `edit` stage) and
 * proposed as a 'sentence' proposal: a byte-exact splice over that sentence of the post as it is when the
 * job ends, everything else identical. When there is nothing to propose (the writer changed nothing, its
 * answer is not one sentence, or the sentence was edited meanwhile) the job still completes, proposing
 * nothing, and its result says why (`outcome`, `message`).
 */
@Injectable()
export class RewriteSentenceHandler implements JobHandler<JobName.RewriteSentence> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<RewriteSentenceJob>, run: JobRun): Promise<Record<string, unknown>> {
    const post = await this.inputs.findPost(job.data.postId);
    if (!post) throw new InvalidJobError(`Post ${job.data.postId} no longer exists`);
    const payload = run.row.payload as Partial<RewriteSentenceJobPayload>;
    const original = payload.original;
    if (!original?.trim()) throw new InvalidJobError('There is no sentence to rewrite');
    await run.usingProvider(this.ai.name);
    const brandKit = await this.inputs.brandKit();
    const answer = await run.stage('edit', this.ai.name, () =>
      this.ai.rewriteSentence({
        title: post.title,
        category: post.category,
        keywords: post.keywords,
        brandKit,
        sentence: original,
        paragraph: paragraphAround(payload.base?.content ?? post.content, original),
        problem: payload.problem ?? null,
      }),
    );
    const replacement = replacementOf(answer, original);
    const { model, promptVersion } = await stagesModel({ ai: this.ai }, run);
    await run.progress(95, 'Saving');
    return run.complete(async (manager) => {
      const locked = await new PostRevisionsRepository(manager).lockPost(post.id);
      if (!locked) throw new InvalidJobError(`Post ${post.id} no longer exists`);
      const outcome = (kind: SentenceRewriteOutcome, extra: Record<string, unknown> = {}) => ({
        result: { postId: post.id, outcome: kind, message: SENTENCE_REWRITE_MESSAGES[kind], original, replacement, proposalId: null, proposalState: null, promptVersion: promptVersion ?? null, ...extra },
        provider: this.ai.name,
        model,
      });
      if (replacement === null) return outcome('not-one-sentence');
      if (replacement === original.trim()) return outcome('unchanged');
      const content = spliceSentence(locked.content, original, replacement);
      if (content === null) return outcome('sentence-changed');
      const proposal = await new ProposalStoreRepository(manager).submitProposal({
        post: locked,
        productionId: null,
        jobId: run.row.id,
        jobKind: run.row.kind,
        kind: 'sentence',
        base: proposalFieldsOf(locked),
        baseUpdatedAt: locked.updatedAt,
        changes: { content },
        feedback: payload.problem ?? null,
        sentence: { original, replacement },
      });
      return outcome('proposed', proposalResult(proposal));
    });
  }
}
