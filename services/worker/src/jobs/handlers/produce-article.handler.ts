import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiProduction, JobName, ProduceArticleJob } from '@app/contract';
import { Job } from 'bullmq';
import { DataSource, In } from 'typeorm';
import { CoverDesigner } from '../../images/cover-designer.service';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { jobBase, loadProduction, proposalResult, proposeArticle } from './production-loader';

/**
 * Writes the article of a production, designs its cover, and puts both up for review as a proposal for
 * the post (applied at once when the draft is still as it was when the job started).
 */
@Injectable()
export class ProduceArticleHandler implements JobHandler<JobName.ProduceArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly covers: CoverDesigner,
  ) {}

  async handle(job: Job<ProduceArticleJob>, run: JobRun): Promise<Record<string, unknown>> {
    const { production, post } = await loadProduction(this.dataSource.manager, job.data.productionId);
    const base = jobBase(run, post);
    await run.usingProvider(this.ai.name);
    await run.progress(5, 'Outlining');
    // Not over a finished production: a concurrent attempt (lapsed lock) may have completed it already.
    await this.dataSource
      .getRepository(AiProduction)
      .update({ id: production.id, status: In(['queued', 'writing']) }, { status: 'writing', error: null, provider: this.ai.name });
    await run.progress(15, 'Writing sections');
    const article = await this.ai.writeArticle({
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      keywords: post.keywords,
    });
    await run.progress(75, 'Designing image');
    const cover = this.covers.design({ title: post.title, category: post.category, variant: 0 });
    await run.progress(90, 'Saving');
    return run.complete(async (manager) => {
      const target = await loadProduction(manager, production.id, true);
      const featuredImage = await this.covers.store(manager, cover);
      const { value } = article;
      const proposal = await proposeArticle(
        manager,
        target,
        {
          ...base,
          kind: 'article',
          jobId: run.row.id,
          changes: { content: value.content, excerpt: value.excerpt, metaDescription: value.metaDescription, keywords: value.keywords, estimatedReadTime: value.estimatedReadTime, featuredImage },
        },
        { provider: this.ai.name, model: article.model },
      );
      return {
        result: {
          productionId: production.id,
          postId: post.id,
          featuredImage,
          words: value.content.split(/\s+/).length,
          promptVersion: article.promptVersion ?? null,
          ...proposalResult(proposal),
        },
        provider: this.ai.name,
        model: article.model,
        usage: article.usage,
      };
    });
  }

  async onFailed(job: Job<ProduceArticleJob>, message: string): Promise<void> {
    await this.dataSource.getRepository(AiProduction).update(job.data.productionId, { status: 'failed', error: message });
  }
}
