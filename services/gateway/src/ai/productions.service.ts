import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AiJob,
  AiProduction,
  BlogPost,
  DEFAULT_READ_TIME_MINUTES,
  DRAFT_PLACEHOLDER_CONTENT,
  JOB_QUEUE,
  JobName,
  ProductionStatus,
} from '@app/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobQueueService } from '../jobs/job-queue.service';
import { JobsService } from '../jobs/jobs.service';
import { PostsService } from '../posts/posts.service';
import { PageRequest } from '../common/dto/page-query.dto';
import { ProductionSummary, ProductionView, toProductionSummary, toProductionView } from './dto/production-response.dto';
import { StartProductionDto } from './dto/start-production.dto';

/** Statuses in which a job is writing the article: another start would race it. */
const BUSY: ProductionStatus[] = ['queued', 'writing', 'revising'];

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
  ) {}

  async list(): Promise<ProductionView[]> {
    const productions = await this.dataSource
      .getRepository(AiProduction)
      .find({ relations: { post: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return productions.map((production) => toProductionView(production));
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
        post: { id: true, title: true, slug: true, published: true },
      },
      relations: { post: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.pageSize,
    });
    return [productions.map(toProductionSummary), total];
  }

  async findOne(id: number): Promise<ProductionView> {
    const production = await this.dataSource.getRepository(AiProduction).findOne({ where: { id }, relations: { post: true } });
    if (!production) throw new NotFoundException('Production not found');
    return toProductionView(production);
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
        return {
          data: { productionId: production.id },
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

  /** Approve & Publish: the reviewed article (and image) go into the post, which is published. */
  async approve(id: number): Promise<ProductionView> {
    return this.dataSource.transaction(async (manager) => {
      const production = await this.lockProduction(manager, id);
      if (production.status !== 'ready_for_review') {
        throw new ConflictException(`Only an article ready for review can be approved (this one is ${production.status.replace(/_/g, ' ')})`);
      }
      await this.posts.updatePost(
        production.postId,
        {
          content: production.finalContent ?? undefined,
          ...(production.featuredImage ? { featuredImage: production.featuredImage } : {}),
        },
        'AI approval',
        manager,
      );
      const post = await this.posts.setPublished(production.postId, true, manager);
      await manager.update(AiProduction, id, { status: 'approved', error: null });
      const saved = await manager.findOneByOrFail(AiProduction, { id });
      return toProductionView(saved, post);
    });
  }

  /** Request Changes: the feedback is kept with the production and a revise job applies it. */
  reviseProduction(id: number, feedback: string, requestId?: string): Promise<{ jobId: string; production: ProductionView }> {
    return this.jobs.start({
      name: JobName.ReviseArticle,
      prepare: async (manager, jobId) => {
        const production = await this.lockProduction(manager, id);
        if (production.status !== 'ready_for_review') {
          throw new ConflictException(`Changes can be requested only for an article ready for review (this one is ${production.status.replace(/_/g, ' ')})`);
        }
        production.feedback = [...production.feedback, { feedback, requestedAt: new Date().toISOString() }];
        production.status = 'revising';
        production.currentJobId = jobId;
        production.error = null;
        const saved = await manager.save(AiProduction, production);
        const post = await manager.findOneBy(BlogPost, { id: saved.postId });
        return { data: { productionId: id }, response: { production: toProductionView(saved, post) } };
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
        return { data: { productionId: id }, response: { production: { id, status: production.status } } };
      },
    }, requestId);
  }

  regeneratePostImage(postId: number, requestId?: string): Promise<{ jobId: string; blogPost: { id: number; title: string; slug: string } }> {
    return this.jobs.start({
      name: JobName.RegeneratePostImage,
      prepare: async (manager) => {
        const post = await this.posts.findById(postId, manager);
        return { data: { postId }, response: { blogPost: { id: post.id, title: post.title, slug: post.slug } } };
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
