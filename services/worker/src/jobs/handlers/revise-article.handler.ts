import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AiProduction,
  BlogPost,
  findSection,
  JobName,
  PostProposal,
  ProposalFields,
  ProposalJobPayload,
  replaceSectionBody,
  ReviseArticleJob,
  sectionBody,
  sectionHeadings,
} from '@app/contract';
import { estimateReadTime } from '@app/site';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, AiProvider, AiResult, AiUsage } from '../../providers/ai-provider';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { jobBase, loadProduction, ProposalBase, proposalResult, proposeArticle } from './production-loader';

interface Revision {
  changes: ProposalFields;
  model: string;
  usage: AiUsage;
  promptVersion?: string;
}

/**
 * Applies the latest feedback to the text the gateway chose when the change was requested (the post as it
 * was then, or a pending AI draft of a post that still holds the placeholder): the whole article, or one
 * `##` section whose new text is spliced back so every other byte stays as it was. The result is a
 * proposal (see submitProposal); nothing is written over the post unless it is an untouched draft.
 */
@Injectable()
export class ReviseArticleHandler implements JobHandler<JobName.ReviseArticle> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    await run.progress(10, 'Reading feedback');
    await run.progress(25, section === null ? 'Rewriting sections' : 'Rewriting the section');
    const revision = section === null ? await this.reviseWhole(post, source, feedback) : await this.reviseSection(post, source, section, feedback);
    await run.progress(90, 'Saving');
    return run.complete(async (manager) => {
      const target = await loadProduction(manager, production.id, true);
      const proposal = await proposeArticle(
        manager,
        target,
        { ...base, kind: 'revision', jobId: run.row.id, changes: revision.changes, section, feedback },
        { provider: this.ai.name, model: revision.model },
      );
      return {
        result: { productionId: production.id, postId: post.id, feedback, section, promptVersion: revision.promptVersion ?? null, ...proposalResult(proposal) },
        provider: this.ai.name,
        model: revision.model,
        usage: revision.usage,
      };
    });
  }

  /** The previous article is still good: back to review, with the error to show. */
  async onFailed(job: Job<ReviseArticleJob>, message: string): Promise<void> {
    await this.dataSource
      .getRepository(AiProduction)
      .update({ id: job.data.productionId, status: 'revising' }, { status: 'ready_for_review', error: `Revision failed: ${message}` });
  }

  private async sourceContent(payload: ProposalJobPayload, base: ProposalBase): Promise<string> {
    if (payload.sourceProposalId) {
      const proposal = await this.dataSource.getRepository(PostProposal).findOneBy({ id: payload.sourceProposalId });
      if (proposal?.changes.content !== undefined) return proposal.changes.content;
    }
    return base.base.content ?? '';
  }

  private async reviseWhole(post: BlogPost, content: string, feedback: string): Promise<Revision> {
    const revised = await this.ai.reviseArticle({ title: post.title, category: post.category, keywords: post.keywords, content, feedback });
    const { value } = revised;
    return {
      ...usageOf(revised),
      changes: { content: value.content, excerpt: value.excerpt, metaDescription: value.metaDescription, keywords: value.keywords, estimatedReadTime: value.estimatedReadTime },
    };
  }

  /** Only the section's text goes to the provider; its answer replaces that section's body and nothing else. */
  private async reviseSection(post: BlogPost, source: string, heading: string, feedback: string): Promise<Revision> {
    const section = findSection(source, heading);
    if (!section) throw new InvalidJobError(`Section not found: ${heading}`);
    const revised = await this.ai.reviseSection({
      title: post.title,
      category: post.category,
      keywords: post.keywords,
      outline: sectionHeadings(source),
      heading,
      body: sectionBody(section),
      feedback,
    });
    const content = replaceSectionBody(source, heading, revised.value);
    return { ...usageOf(revised), changes: { content, estimatedReadTime: estimateReadTime(content) } };
  }
}

function usageOf(result: AiResult<unknown>): Omit<Revision, 'changes'> {
  return { model: result.model, usage: result.usage, promptVersion: result.promptVersion };
}
