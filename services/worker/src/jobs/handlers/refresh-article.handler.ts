import { Inject, Injectable } from '@nestjs/common';
import { JobName, RefreshArticleJob, RefreshJobPayload, ProposalStoreRepository, PostRevisionsRepository } from '@app/contract';
import { Job } from 'bullmq';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { jobBase, proposalResult } from './production-loader';
import { reviseWholeArticle } from './whole-article-revision';

/** What a refresh asks of the writer: bring an ageing article up to date and keep what still holds. */
export function refreshFeedback(payload: RefreshJobPayload): string {
  const age = payload.ageDays ? ` It was last updated ${payload.ageDays} days ago.` : '';
  const notes = payload.notes?.trim() ? ` The editor adds: ${payload.notes.trim()}` : '';
  return `Refresh this published article for today's readers.${age} Update examples and statistics that have aged, add a short summary of the key takeaways, and keep everything that still holds.${notes}`;
}

/**
 * 'Refresh with AI' for a live post: the article as it was when the admin asked is rewritten (draft, then
 * edit) and stored as a pending proposal over the post: the live article changes only when the admin
 * accepts it in the proposal review.
 */
@Injectable()
export class RefreshArticleHandler implements JobHandler<JobName.RefreshArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<RefreshArticleJob>, run: JobRun): Promise<Record<string, unknown>> {
    const post = await this.inputs.findPost(job.data.postId);
    if (!post) throw new InvalidJobError(`Post ${job.data.postId} no longer exists`);
    const base = jobBase(run, post);
    const feedback = refreshFeedback(run.row.payload as RefreshJobPayload);
    await run.usingProvider(this.ai.name);
    const brand = { brandKit: await this.inputs.brandKit() };
    const revision = await reviseWholeArticle({ ai: this.ai }, run, { post, content: base.base.content ?? post.content, feedback, brand });
    await run.progress(95, 'Saving');
    return run.complete(async (manager) => {
      const locked = await new PostRevisionsRepository(manager).lockPost(post.id);
      if (!locked) throw new InvalidJobError(`Post ${post.id} no longer exists`);
      const proposal = await new ProposalStoreRepository(manager).submitProposal({ post: locked, productionId: null, jobId: run.row.id, jobKind: run.row.kind, kind: 'revision', ...base, changes: revision.changes, feedback });
      return {
        result: { postId: post.id, feedback, promptVersion: revision.promptVersion ?? null, ...proposalResult(proposal) },
        provider: this.ai.name,
        model: revision.model,
      };
    });
  }
}
