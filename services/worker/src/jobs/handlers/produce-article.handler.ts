import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobName, ProduceArticleJob, StageName, StoppedJobRepository } from '@app/contract';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { CoverDesigner } from '../../images/cover-designer.service';
import { AI_PROVIDER, AiProvider, AiResult, ArticleBrief, ArticleDraft, TransientProviderError } from '../../providers/ai-provider';
import { countWords } from '@app/site';
import { toArticleDraft } from '../../providers/answer-parsing';
import { PROMPT_VERSION } from '../../providers/prompts';
import { JobHandler } from '../job-handler';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { JobRun } from '../job-run.service';
import { ProductionsRepository } from '../productions.repository';
import { jobBase, loadProduction, proposalResult, proposeArticle } from './production-loader';
import { relatedPerformance } from './related-performance';

/**
 * Writes the article of a production in stages (brief, outline, draft, edit, seo, cover), designs its cover, and puts both up for review as a proposal for
 * the post (applied at once only as the first draft into a post that holds nothing but the placeholder).
 */
@Injectable()
export class ProduceArticleHandler implements JobHandler<JobName.ProduceArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly covers: CoverDesigner,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<ProduceArticleJob>, run: JobRun): Promise<Record<string, unknown>> {
    const { production, post } = await loadProduction(this.dataSource.manager, job.data.productionId);
    const base = jobBase(run, post);
    // The cover depends only on the post as read here: it renders on a background thread while the
    // stages run, and is awaited where it was rendered before (a job that stops earlier drops it).
    const designing = this.covers.designInBackground({ title: post.title, category: post.category, variant: 0 });
    // Not over a finished production: a concurrent attempt (lapsed lock) may have completed it already.
    // A retried job (failed or cancelled before) writes again. Two rows, two writes side by side.
    await Promise.all([
      run.usingProvider(this.ai.name),
      new ProductionsRepository(this.dataSource.manager).startWriting(production.id, this.ai.name),
    ]);
    // Read once per job: every stage's prompt carries the same kit.
    const brandKit = await this.inputs.brandKit();
    // Reading analytics (issue 31): how related articles were read, for the brief; re-read from Postgres here.
    const related = await relatedPerformance(this.dataSource.manager, post);
    const article = await this.writeInStages(run, { title: post.title, excerpt: post.excerpt, category: post.category, keywords: post.keywords, brandKit, related });
    const cover = await designing;
    await run.progress(95, 'Saving');
    return run.complete(async (manager) => {
      const target = await loadProduction(manager, production.id, true);
      const featuredImage = await this.covers.store(manager, cover);
      const { draft } = article;
      const proposal = await proposeArticle(
        manager,
        target,
        {
          ...base,
          kind: 'article',
          jobId: run.row.id,
          jobKind: run.row.kind,
          changes: { content: draft.content, excerpt: draft.excerpt, metaDescription: draft.metaDescription, keywords: draft.keywords, estimatedReadTime: draft.estimatedReadTime, featuredImage, featuredImageAlt: article.coverAlt },
        },
        { provider: this.ai.name, model: article.model },
      );
      return {
        result: {
          productionId: production.id,
          postId: post.id,
          featuredImage,
          featuredImageAlt: article.coverAlt,
          suggestedTitle: article.title,
          words: draft.content.split(/\s+/).length,
          promptVersion: this.ai.name === 'offline' ? null : PROMPT_VERSION,
          ...proposalResult(proposal),
        },
        provider: this.ai.name,
        model: article.model,
      };
    });
  }

  /** brief → outline → draft → edit → seo → cover: each a checkpointed provider call (JOB_STAGES). */
  private async writeInStages(run: JobRun, request: ArticleBrief): Promise<{ draft: ArticleDraft; title: string; coverAlt: string; model: string }> {
    const provider = this.ai.name;
    let model = '';
    const stage = <T>(name: StageName, call: () => Promise<AiResult<T>>) =>
      run.stage(name, provider, async () => {
        const result = await call();
        model = result.model;
        return result;
      });
    const brief = await stage('brief', () => this.ai.planArticle(request));
    const outline = await stage('outline', () => this.ai.outlineArticle({ ...request, brief }));
    const content = await stage('draft', () => this.ai.draftArticle({ ...request, brief, outline }));
    const goal = `${brief.angle} Key points: ${brief.keyPoints.join('; ')}.`;
    const edited = await stage('edit', async () => {
      const answer = await this.ai.editText({ ...request, goal, content });
      // An edit that lost the article is a malformed answer: this stage is asked again.
      if (countWords(answer.value.content) < 30) throw new TransientProviderError(`${provider}: the edited article holds fewer than 30 words`);
      return answer;
    });
    const seo = await stage('seo', () => this.ai.optimiseSeo({ ...request, content: edited.content }));
    // The article's title, category and keywords travel with every stage: the context they share stays cached.
    const cover = await stage('cover', () => this.ai.describeCover({ title: request.title, category: request.category, keywords: request.keywords, excerpt: seo.excerpt, brandKit: request.brandKit }));
    const draft = toArticleDraft({ content: edited.content, excerpt: seo.excerpt, metaDescription: seo.metaDescription, keywords: seo.keywords }, request.keywords);
    return { draft, title: seo.title, coverAlt: cover.alt, model: model || run.row.model || provider };
  }

  async onFailed(job: Job<ProduceArticleJob>, message: string): Promise<void> {
    await new StoppedJobRepository(this.dataSource.manager).settleStoppedProductionJob(job.name, job.data.productionId, message);
  }
}
