import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BlogPost,
  JobName,
  ProposalJobPayload,
  ReviseArticleJob,
  StoppedJobRepository,
} from '@app/contract';
import { estimateReadTime, findSection, replaceSectionBody, sectionBody, sectionHeadings } from '@app/site';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, AiProvider, BrandContext } from '../../providers/ai-provider';
import { InvalidJobError, JobHandler } from '../job-handler';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { JobRun } from '../job-run.service';
import { jobBase, loadProduction, ProposalBase, proposalResult, proposeArticle } from './production-loader';
import { editGoal, reviseWholeArticle, Revision, stagesModel } from './whole-article-revision';

/**
 * Applies the latest feedback to the text the gateway chose when the change was requested (the post as it
 * was then, or a pending AI draft of a post that still holds the placeholder): the whole article, or one
 * `##` section whose new text is spliced back so every other byte stays as it was. The result is a pending
 * proposal (see submitProposal): the post changes only when the admin accepts it.
 */
@Injectable()
export class ReviseArticleHandler implements JobHandler<JobName.ReviseArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<ReviseArticleJob>, run: JobRun): Promise<Record<string, unknown>> {
    const { production, post } = await loadProduction(this.dataSource.manager, job.data.productionId);
    const request = production.feedback.at(-1);
    const feedback = request?.feedback?.trim();
    if (!feedback) throw new InvalidJobError('There is no feedback to apply');
    const payload = run.row.payload as ProposalJobPayload;
    const section = payload.section ?? null;
    const base = jobBase(run, post);
    const source = await this.sourceContent(payload, base);
    await run.usingProvider(this.ai.name);
    // Read once per job: both stages' prompts carry the same kit.
    const brand: BrandContext = { brandKit: await this.inputs.brandKit() };
    const revision = section === null ? await reviseWholeArticle(this.deps(), run, { post, content: source, feedback, brand }) : await this.reviseSection(run, post, source, section, feedback, brand);
    await run.progress(95, 'Saving');
    return run.complete(async (manager) => {
      const target = await loadProduction(manager, production.id, true);
      const proposal = await proposeArticle(
        manager,
        target,
        { ...base, kind: 'revision', jobId: run.row.id, jobKind: run.row.kind, changes: revision.changes, section, feedback },
        { provider: this.ai.name, model: revision.model },
      );
      return {
        result: { productionId: production.id, postId: post.id, feedback, section, promptVersion: revision.promptVersion ?? null, ...proposalResult(proposal) },
        provider: this.ai.name,
        model: revision.model,
      };
    });
  }

  /** The previous article is still good: back to review, with the error to show. */
  async onFailed(job: Job<ReviseArticleJob>, message: string): Promise<void> {
    await new StoppedJobRepository(this.dataSource.manager).settleStoppedProductionJob(job.name, job.data.productionId, message);
  }

  private async sourceContent(payload: ProposalJobPayload, base: ProposalBase): Promise<string> {
    if (payload.sourceProposalId) {
      const proposal = await this.inputs.findProposal(payload.sourceProposalId);
      if (proposal?.changes.content !== undefined) return proposal.changes.content;
    }
    return base.base.content ?? '';
  }

  private deps() {
    return { ai: this.ai };
  }

  /** Only the section's text goes to the provider (draft, then edit); its answer replaces that section's body and nothing else. */
  private async reviseSection(run: JobRun, post: BlogPost, source: string, heading: string, feedback: string, brand: BrandContext): Promise<Revision> {
    const section = findSection(source, heading);
    if (!section) throw new InvalidJobError(`Section not found: ${heading}`);
    const provider = this.ai.name;
    const request = { title: post.title, category: post.category, keywords: post.keywords, ...brand };
    const body = await run.stage('draft', provider, () =>
      this.ai.reviseSection({ ...request, outline: sectionHeadings(source), heading, body: sectionBody(section), feedback }),
    );
    const edited = await run.stage('edit', provider, () => this.ai.editText({ ...request, goal: `${editGoal(feedback)} This is the body of the section "${heading}" only: keep it one section, with no ## heading.`, content: body }));
    const content = replaceSectionBody(source, heading, edited.content);
    return { ...(await stagesModel(this.deps(), run)), changes: { content, estimatedReadTime: estimateReadTime(content) } };
  }
}
