import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AiJob,
  AiProduction,
  BlogPost,
  findSection,
  JOB_QUEUE,
  JobName,
  PostProposal,
  ProductionStatus,
  ProposalJobPayload,
  proposalFieldsOf,
} from '@app/contract';
import { DEFAULT_READ_TIME_MINUTES, DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobQueueService } from '../jobs/job-queue.service';
import { JobsService } from '../jobs/jobs.service';
import { PostsService } from '../posts/posts.service';
import { PageRequest } from '../common/dto/page-query.dto';
import { ProposalsService } from '../proposals/proposals.service';
import { ProductionDetailView, ProductionSummary, ProductionView, toProductionDetailView, toProductionSummary, toProductionView } from './dto/production-response.dto';
import { StartProductionDto } from './dto/start-production.dto';

/** Statuses in which a job is writing the article: another start would race it. */
const BUSY: ProductionStatus[] = ['queued', 'writing', 'revising'];

/**
 * The version of the post a job starts from: its updatedAt travels with the job (queue data), its fields
 * stay in the ai_jobs row (Postgres), and the worker's proposal keeps both as its base.
 */
function proposalBase(post: BlogPost): { data: { baseUpdatedAt: string }; payload: ProposalJobPayload } {
  return { data: { baseUpdatedAt: post.updatedAt.toISOString() }, payload: { base: proposalFieldsOf(post) } };
}

export interface StartedProduction {
  jobId: string;
  production: { id: number; status: ProductionStatus };
  blogPost: { id: number; title: string; slug: string };
}

@Injectable()
export class ProductionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly jobQueue: JobQueueService,
    private readonly posts: PostsService,
    private readonly proposals: ProposalsService,
  ) {}

  async list(): Promise<ProductionView[]> {
    const productions = await this.dataSource
      .getRepository(AiProduction)
      .find({ relations: { post: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    const pending = await this.proposals.latestPendingOf(productions.map((production) => production.id));
    return productions.map((production) => toProductionView(production, production.post, pending.get(production.id)));
  }

  /** One page of the list, newest first, without the articles (and only the post fields the view shows). */
  async listPage(page: PageRequest): Promise<[ProductionSummary[], number]> {
    const [productions, total] = await this.dataSource.getRepository(AiProduction).findAndCount({
      select: {
        id: true,
        postId: true,
        title: true,
        status: true,
        featuredImage: true,
        feedback: true,
        provider: true,
        model: true,
        error: true,
        currentJobId: true,
        createdAt: true,
        updatedAt: true,
        post: { id: true, title: true, slug: true, published: true, updatedAt: true },
      },
      relations: { post: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.pageSize,
    });
    const pending = await this.proposals.latestPendingOf(productions.map((production) => production.id));
    return [productions.map((production) => toProductionSummary(production, pending.get(production.id))), total];
  }

  async findOne(id: number): Promise<ProductionDetailView> {
    const production = await this.dataSource.getRepository(AiProduction).findOne({ where: { id }, relations: { post: true } });
    if (!production) throw new NotFoundException('Production not found');
    return this.detail(production, production.post);
  }

  /** A new draft post (placeholder content) or an existing draft, and a production that writes it. */
  startProduction(input: StartProductionDto, requestId?: string): Promise<StartedProduction & { jobId: string }> {
    return this.jobs.start({
      name: JobName.ProduceArticle,
      prepare: async (manager, jobId) => {
        const post = input.postId ? await this.draftToWrite(manager, input.postId) : await this.createDraft(manager, input);
        const production = await manager.save(
          AiProduction,
          manager.create(AiProduction, { postId: post.id, title: post.title, status: 'queued', currentJobId: jobId, feedback: [] }),
        );
        const base = proposalBase(post);
        return {
          data: { productionId: production.id, ...base.data },
          payload: base.payload,
          response: {
            production: { id: production.id, status: production.status },
            blogPost: { id: post.id, title: post.title, slug: post.slug },
          },
        };
      },
      onUnavailable: async (manager, jobId) => {
        await manager.update(AiProduction, { currentJobId: jobId }, { status: 'failed', error: 'The job queue was unavailable; start again' });
      },
    }, requestId);
  }

  /**
   * Approve & Publish: the production's pending proposals are accepted (whole), then the post is
   * published as it is. A proposal whose post changed since its job started needs confirmStale (409
   * otherwise, saying what changed). With nothing pending (the AI text applied itself and may have been
   * edited by hand since), the post is published exactly as it is now.
   */
  async approve(id: number, confirmStale = false): Promise<ProductionDetailView> {
    return this.dataSource.transaction(async (manager) => {
      const production = await this.lockProduction(manager, id);
      if (production.status !== 'ready_for_review') {
        throw new ConflictException(`Only an article ready for review can be approved (this one is ${production.status.replace(/_/g, ' ')})`);
      }
      const post = await this.posts.lockPost(manager, production.postId);
      await this.proposals.acceptAllOfProduction(manager, id, post, confirmStale);
      const published = await this.posts.setPublished(production.postId, true, manager);
      await manager.update(AiProduction, id, { status: 'approved', error: null });
      const saved = await manager.findOneByOrFail(AiProduction, { id });
      return toProductionDetailView(saved, published, null);
    });
  }

  /**
   * Request Changes: the feedback is kept with the production and a revise job applies it to the post as
   * it is now (or, while the post still holds the placeholder, to the production's pending AI draft);
   * `section` limits the rewrite to one `##` section of that text.
   */
  reviseProduction(id: number, feedback: string, section: string | null = null, requestId?: string): Promise<{ jobId: string; production: ProductionDetailView }> {
    return this.jobs.start({
      name: JobName.ReviseArticle,
      prepare: async (manager, jobId) => {
        const production = await this.lockProduction(manager, id);
        if (production.status !== 'ready_for_review') {
          throw new ConflictException(`Changes can be requested only for an article ready for review (this one is ${production.status.replace(/_/g, ' ')})`);
        }
        const post = await this.posts.findById(production.postId, manager);
        const source = await this.revisionSource(manager, production, post);
        if (section !== null && !findSection(source.content, section)) throw new BadRequestException(`Section not found: ${section}`);
        production.feedback = [...production.feedback, { feedback, requestedAt: new Date().toISOString(), ...(section !== null ? { section } : {}) }];
        production.status = 'revising';
        production.currentJobId = jobId;
        production.error = null;
        const saved = await manager.save(AiProduction, production);
        const base = proposalBase(post);
        const pending = (await this.proposals.latestPendingOf([id])).get(id);
        return {
          data: { productionId: id, ...base.data },
          payload: { ...base.payload, section, sourceProposalId: source.proposalId },
          response: { production: toProductionDetailView(saved, post, pending) },
        };
      },
      onUnavailable: async (manager) => {
        await manager.update(AiProduction, { id, status: 'revising' }, { status: 'ready_for_review', error: 'The job queue was unavailable; request the changes again' });
      },
    }, requestId);
  }

  regenerateImage(id: number, requestId?: string): Promise<{ jobId: string; production: { id: number; status: ProductionStatus } }> {
    return this.jobs.start({
      name: JobName.RegenerateProductionImage,
      prepare: async (manager, jobId) => {
        const production = await this.lockProduction(manager, id);
        if (production.status === 'queued' || production.status === 'writing') {
          throw new ConflictException('The article is still being written; its cover comes with it');
        }
        await manager.update(AiProduction, id, { currentJobId: jobId });
        const base = proposalBase(await this.posts.findById(production.postId, manager));
        return { data: { productionId: id, ...base.data }, payload: base.payload, response: { production: { id, status: production.status } } };
      },
    }, requestId);
  }

  regeneratePostImage(postId: number, requestId?: string): Promise<{ jobId: string; blogPost: { id: number; title: string; slug: string } }> {
    return this.jobs.start({
      name: JobName.RegeneratePostImage,
      prepare: async (manager) => {
        const post = await this.posts.findById(postId, manager);
        const base = proposalBase(post);
        return { data: { postId, ...base.data }, payload: base.payload, response: { blogPost: { id: post.id, title: post.title, slug: post.slug } } };
      },
    }, requestId);
  }

  /** Removes the production (its post stays) and cancels its work that has not started. */
  async remove(id: number): Promise<{ id: number; deleted: true; cancelledJobId: string | null }> {
    const production = await this.dataSource.getRepository(AiProduction).findOneBy({ id });
    if (!production) throw new NotFoundException('Production not found');
    let cancelledJobId: string | null = null;
    if (production.currentJobId) {
      const job = await this.dataSource.getRepository(AiJob).findOneBy({ id: production.currentJobId });
      if (job && (job.state === 'queued' || job.state === 'running')) {
        await this.jobQueue.cancel(job.id, JOB_QUEUE[job.kind as JobName]);
        // A job already running sees the failed row when it saves, and stops without writing.
        await this.dataSource
          .getRepository(AiJob)
          .update({ id: job.id, state: In(['queued', 'running']) }, { state: 'failed', stage: 'Cancelled', error: 'Cancelled: the production was deleted', finishedAt: new Date() });
        cancelledJobId = job.id;
      }
    }
    await this.dataSource.getRepository(AiProduction).delete({ id });
    return { id, deleted: true, cancelledJobId };
  }

  private async detail(production: AiProduction, post: BlogPost | null | undefined): Promise<ProductionDetailView> {
    const pending = (await this.proposals.latestPendingOf([production.id])).get(production.id);
    return toProductionDetailView(production, post, pending);
  }

  /**
   * The text a revision starts from: the post's current content, except while the post still holds the
   * draft placeholder and the production has a pending AI draft or revision (a draft edited during
   * writing): then that proposal's content.
   */
  private async revisionSource(manager: EntityManager, production: AiProduction, post: BlogPost): Promise<{ content: string; proposalId: number | null }> {
    if (post.content === DRAFT_PLACEHOLDER_CONTENT) {
      const pending = await manager.findOne(PostProposal, {
        where: { productionId: production.id, state: 'pending', kind: In(['article', 'revision']) },
        order: { id: 'DESC' },
      });
      if (pending?.changes.content !== undefined) return { content: pending.changes.content, proposalId: pending.id };
    }
    return { content: post.content, proposalId: null };
  }

  private async lockProduction(manager: EntityManager, id: number): Promise<AiProduction> {
    const production = await manager.findOne(AiProduction, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!production) throw new NotFoundException('Production not found');
    return production;
  }

  private async draftToWrite(manager: EntityManager, postId: number): Promise<BlogPost> {
    // Locked, so two starts for one draft take turns: the second sees the first's production as busy.
    const post = await this.posts.lockPost(manager, postId);
    if (post.published) throw new ConflictException('This post is already published; unpublish it to have AI rewrite it');
    const busy = await manager.count(AiProduction, { where: { postId, status: In(BUSY) } });
    if (busy) throw new ConflictException('AI is already writing this post');
    return post;
  }

  private async createDraft(manager: EntityManager, input: StartProductionDto): Promise<BlogPost> {
    const title = input.title?.trim();
    if (!title) throw new BadRequestException('Give a title (or the postId of a draft) to start writing');
    if (!input.category) throw new BadRequestException('Choose a category');
    return this.posts.createPost(
      {
        title,
        excerpt: input.excerpt?.trim() ?? '',
        content: DRAFT_PLACEHOLDER_CONTENT,
        category: input.category,
        keywords: input.keywords ?? [],
        estimatedReadTime: DEFAULT_READ_TIME_MINUTES,
        published: false,
      },
      manager,
    );
  }
}
