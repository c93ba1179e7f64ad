import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiProduction, JobName, ReviseArticleJob } from '@app/shared';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { applyArticle, loadProduction } from './production-loader';

/** Rewrites a production's article applying the latest feedback; the previous text stays as a revision. */
@Injectable()
export class ReviseArticleHandler implements JobHandler<JobName.ReviseArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async handle(job: Job<ReviseArticleJob>, run: JobRun): Promise<Record<string, unknown>> {
    const { production, post } = await loadProduction(this.dataSource.manager, job.data.productionId);
    const feedback = production.feedback.at(-1)?.feedback?.trim();
    if (!feedback) throw new InvalidJobError('There is no feedback to apply');
    const content = production.finalContent ?? post.content;
    await run.usingProvider(this.ai.name);
    await run.progress(10, 'Reading feedback');
    await run.progress(25, 'Rewriting sections');
    const revised = await this.ai.reviseArticle({ title: post.title, category: post.category, keywords: post.keywords, content, feedback });
    await run.progress(90, 'Saving');
    return run.complete(async (manager) => {
      const target = await loadProduction(manager, production.id, true);
      await applyArticle(manager, target, revised.value, { reason: 'AI revision', provider: this.ai.name, model: revised.model });
      return {
        result: { productionId: production.id, postId: post.id, feedback, promptVersion: revised.promptVersion ?? null },
        provider: this.ai.name,
        model: revised.model,
        usage: revised.usage,
      };
    });
  }

  /** The previous article is still good: back to review, with the error to show. */
  async onFailed(job: Job<ReviseArticleJob>, message: string): Promise<void> {
    await this.dataSource
      .getRepository(AiProduction)
      .update({ id: job.data.productionId, status: 'revising' }, { status: 'ready_for_review', error: `Revision failed: ${message}` });
  }
}
