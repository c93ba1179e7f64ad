import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AiProduction,
  BlogPost,
  JOB_QUEUE,
  JobName,
  ProductionStatus,
  PostProposal,
  ProposalJobPayload,
  proposalFieldsOf,
} from '@app/contract';
import { ACTIVE_PRODUCTION_STATUSES, DEFAULT_READ_TIME_MINUTES, DRAFT_PLACEHOLDER_CONTENT, findSection, isUnwrittenContent } from '@app/site';
import { JobQueueService } from '../jobs/job-queue.service';
import { JobsService } from '../jobs/jobs.service';
import { toAdminPost } from '../posts/dto/admin-post.dto';
import { adminActor } from '../posts/editor-session.decorator';
import { conflictSummary, describeConflict, PostConflictException } from '../posts/post-conflict';
import { PostHistoryRepository } from '../posts/post-history.repository';
import { PostsService } from '../posts/posts.service';
import { PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { ProposalsService } from '../proposals/proposals.service';
import { ScheduleService } from '../schedule/schedule.service';
import {
  ApprovedProduction,
  ProductionDetailView,
  ProductionListPage,
  ProductionSummary,
  ProductionView,
  StartedProduction,
  toProductionDetailView,
  toProductionListItem,
  toProductionSummary,
  toProductionView,
} from './dto/production-response.dto';
import { StartProductionDto } from './dto/start-production.dto';
import { buildPreview, previewVersion, ProductionPreview, versionTime } from './production-preview';
import { ProductionRead } from './production-status';
import { ProductionFilter, ProductionsRepository, ProductionsTransaction } from './productions.repository';

/**
 * The version of the post a job starts from: its updatedAt travels with the job (queue data), its fields
 * stay in the ai_jobs row (Postgres), and the worker's proposal keeps both as its base.
 */
function proposalBase(post: BlogPost): { data: { baseUpdatedAt: string }; payload: ProposalJobPayload } {
  return { data: { baseUpdatedAt: post.updatedAt.toISOString() }, payload: { base: proposalFieldsOf(post) } };
}

/** How Approve & Publish (or & Schedule) is asked. */
export interface ApproveOptions {
  /** Accept AI text although the post changed since its job started. */
  confirmStale?: boolean;
  /** Schedule instead of publishing now. */
  publishAt?: Date | null;
  /** The preview's version: refused (409) when the post or the pending proposals changed since. */
  version?: string;
  /** The approving tab (X-Editor-Session), recorded with the changes. */
  session?: string | null;
}

const SUPERSEDED_MESSAGE = 'This production was superseded: a newer production or proposal replaced it, or its post was deleted. Review the newer one.';

@Injectable()
export class ProductionsService {
  constructor(
    private readonly repository: ProductionsRepository,
    private readonly jobs: JobsService,
    private readonly jobQueue: JobQueueService,
    private readonly posts: PostsService,
    private readonly proposals: ProposalsService,
    private readonly schedule: ScheduleService,
    private readonly history: PostHistoryRepository,
  ) {}

  async list(): Promise<ProductionView[]> {
    const productions = await this.repository.listWithPosts();
    const pending = await this.proposals.latestPendingOf(productions.map((production) => production.id));
    return productions.map((production) => toProductionView(production, production.post, pending.get(production.id)));
  }

  /** One page of the list, newest first, without the articles (and only the post fields the view shows). */
  async listPage(page: PageRequest): Promise<[ProductionSummary[], number]> {
    const [productions, total] = await this.repository.listPage(page);
    const pending = await this.proposals.latestPendingOf(productions.map((production) => production.id));
    return [productions.map((production) => toProductionSummary(production, pending.get(production.id))), total];
  }

  /** The studio's list: one page, newest first, optionally of one status or post, without the articles; and the counts by status. */
  async listSummaries(filter: ProductionFilter, page: PageRequest): Promise<ProductionListPage> {
    const [[productions, total], counts] = await Promise.all([this.repository.listSummaries(filter, page), this.repository.countByStatus()]);
    const pending = await this.proposals.latestPendingOf(productions.map((production) => production.id));
    return { ...toPagedList(page, productions.map((production) => toProductionListItem(production, pending.get(production.id))), total), counts };
  }

  async findOne(id: number): Promise<ProductionDetailView> {
    const production = await this.repository.findWithPost(id);
    if (!production) throw new NotFoundException('Production not found');
    return this.detail(production, production.post);
  }

  /**
   * What Approve would put live now (issue 27): the post as stored with the production's pending proposals
   * applied, and the version Approve takes back. 404 when the production or its post is gone.
   */
  async preview(id: number): Promise<ProductionPreview> {
    const production = await this.repository.findWithPost(id);
    if (!production) throw new NotFoundException('Production not found');
    if (!production.post) throw new NotFoundException('The post of this production was deleted');
    const ofPost = await this.proposals.pendingOfPost(production.postId);
    const pending = ofPost.filter((proposal) => proposal.productionId === id).reverse();
    return buildPreview(id, production.viewStatus, production.post, pending, ofPost.length - pending.length);
  }

  /** A new draft post (placeholder content) or an existing draft, and a production that writes it. */
  startProduction(input: StartProductionDto, requestId?: string): Promise<StartedProduction & { jobId: string }> {
    return this.jobs.start({
      name: JobName.ProduceArticle,
      prepare: async (manager, jobId) => {
        const tx = this.repository.join(manager);
        const post = input.postId ? await this.draftToWrite(tx, input.postId) : await this.createDraft(tx, input);
        const production = await tx.create({ postId: post.id, title: post.title, status: 'queued', currentJobId: jobId, feedback: [] });
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
        await this.repository.join(manager).update({ currentJobId: jobId }, { status: 'failed', error: 'The job queue was unavailable; start again' });
      },
    }, requestId);
  }

  /**
   * Approve & Publish: the production's pending proposals are accepted (whole), then the post is
   * published as it is. A proposal whose post changed since its job started needs confirmStale (409
   * otherwise, saying what changed). With nothing pending (the first AI draft applied itself and may have
   * been edited by hand since), the post is published exactly as it is now. With `version` (the preview's,
   * issue 27), what is approved is what was seen: a post or proposals changed since answer 409 with the
   * changes and a fresh preview.
   */
  async approve(id: number, options: ApproveOptions = {}): Promise<ApprovedProduction> {
    const { confirmStale = false, publishAt = null, version, session = null } = options;
    const actor = adminActor(session);
    const { view, schedule } = await this.repository.transaction(async (tx) => {
      const production = await this.lockProduction(tx, id);
      if (production.status !== 'ready_for_review') {
        throw new ConflictException(`Only an article ready for review can be approved (this one is ${production.status.replace(/_/g, ' ')})`);
      }
      const shown = await tx.findForView(id);
      if (shown?.viewStatus === 'superseded') throw new ConflictException(SUPERSEDED_MESSAGE);
      const post = await this.posts.lockPost(tx.manager, production.postId);
      const pending = await this.proposals.lockPendingOfProduction(tx.manager, id);
      if (version !== undefined && version !== previewVersion(post, pending)) await this.refuseChangedPreview(id, version, post, pending, session);
      await this.proposals.acceptAll(tx.manager, pending, post, confirmStale, session);
      // Approve & Schedule (issue 17): the approved article goes live at publishAt instead of now.
      const scheduled = publishAt ? await this.schedule.setSchedule(tx.manager, production.postId, publishAt, actor) : null;
      const result = scheduled?.post ?? (await this.posts.setPublished(production.postId, true, tx.manager, actor));
      await tx.update({ id }, { status: 'approved', error: null });
      const saved = await this.findForViewOrFail(tx, id);
      return { view: { ...toProductionDetailView(saved, result, null), post: toAdminPost(result) }, schedule: scheduled };
    });
    if (schedule) await this.schedule.announce(schedule);
    return view;
  }

  /** The 409 of an approval whose preview is out of date: what changed, by whom, and the preview as it is now. */
  private async refuseChangedPreview(id: number, version: string, post: BlogPost, pending: PostProposal[], session: string | null): Promise<never> {
    const since = versionTime(version);
    const conflict = describeConflict(await this.history.changesSince(post.id, since), post, since, session);
    const ofPost = await this.proposals.pendingOfPost(post.id);
    const shown = await this.repository.findWithPost(id);
    const preview = buildPreview(id, shown?.viewStatus ?? 'ready_for_review', post, pending, ofPost.length - pending.length);
    const what = post.updatedAt.getTime() > since.getTime() ? `the post changed${conflictSummary(conflict)}` : 'its AI proposals changed (a newer one arrived, or one was accepted or dropped)';
    throw new PostConflictException(`What you previewed is out of date: ${what}. Look at the preview again, then approve.`, conflict, { preview });
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
        const tx = this.repository.join(manager);
        const production = await this.lockProduction(tx, id);
        if (production.status !== 'ready_for_review') {
          throw new ConflictException(`Changes can be requested only for an article ready for review (this one is ${production.status.replace(/_/g, ' ')})`);
        }
        if ((await tx.findForView(id))?.viewStatus === 'superseded') throw new ConflictException(SUPERSEDED_MESSAGE);
        const post = await this.posts.findById(production.postId, manager);
        const source = await this.revisionSource(tx, production, post);
        if (section !== null && !findSection(source.content, section)) throw new BadRequestException(`Section not found: ${section}`);
        production.feedback = [...production.feedback, { feedback, requestedAt: new Date().toISOString(), ...(section !== null ? { section } : {}) }];
        production.status = 'revising';
        production.currentJobId = jobId;
        production.error = null;
        const saved = await tx.save(production);
        const base = proposalBase(post);
        const pending = (await this.proposals.latestPendingOf([id])).get(id);
        return {
          data: { productionId: id, ...base.data },
          payload: { ...base.payload, section, sourceProposalId: source.proposalId },
          response: { production: toProductionDetailView(saved, post, pending) },
        };
      },
      onUnavailable: async (manager) => {
        await this.repository.join(manager).update({ id, status: 'revising' }, { status: 'ready_for_review', error: 'The job queue was unavailable; request the changes again' });
      },
    }, requestId);
  }

  regenerateImage(id: number, requestId?: string): Promise<{ jobId: string; production: { id: number; status: ProductionStatus } }> {
    return this.jobs.start({
      name: JobName.RegenerateProductionImage,
      prepare: async (manager, jobId) => {
        const tx = this.repository.join(manager);
        const production = await this.lockProduction(tx, id);
        if (production.status === 'queued' || production.status === 'writing') {
          throw new ConflictException('The article is still being written; its cover comes with it');
        }
        await tx.update({ id }, { currentJobId: jobId });
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
    const production = await this.repository.findWithPost(id);
    if (!production) throw new NotFoundException('Production not found');
    let cancelledJobId: string | null = null;
    if (production.currentJobId) {
      const job = await this.repository.findJob(production.currentJobId);
      if (job && (job.state === 'queued' || job.state === 'running')) {
        await this.jobQueue.cancel(job.id, JOB_QUEUE[job.kind as JobName]);
        // A job already running sees the failed row when it saves, and stops without writing.
        await this.repository.failOpenJob(job.id, 'Cancelled', 'Cancelled: the production was deleted');
        cancelledJobId = job.id;
      }
    }
    await this.repository.delete(id);
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
  private async revisionSource(tx: ProductionsTransaction, production: AiProduction, post: BlogPost): Promise<{ content: string; proposalId: number | null }> {
    if (isUnwrittenContent(post.content)) {
      const pending = await tx.latestPendingText(production.id);
      if (pending?.changes.content !== undefined) return { content: pending.changes.content, proposalId: pending.id };
    }
    return { content: post.content, proposalId: null };
  }

  private async lockProduction(tx: ProductionsTransaction, id: number): Promise<AiProduction> {
    const production = await tx.lockProduction(id);
    if (!production) throw new NotFoundException('Production not found');
    return production;
  }

  private async findForViewOrFail(tx: ProductionsTransaction, id: number): Promise<ProductionRead> {
    const production = await tx.findForView(id);
    if (!production) throw new NotFoundException('Production not found');
    return production;
  }

  private async draftToWrite(tx: ProductionsTransaction, postId: number): Promise<BlogPost> {
    // Locked, so two starts for one draft take turns: the second sees the first's production as busy.
    const post = await this.posts.lockPost(tx.manager, postId);
    if (post.published) throw new ConflictException('This post is already published; unpublish it to have AI rewrite it');
    // A job writing this post's article (@app/site's active statuses, the ones the studio shows as in progress).
    const busy = await tx.countOfPost(postId, [...ACTIVE_PRODUCTION_STATUSES]);
    if (busy) throw new ConflictException('AI is already writing this post');
    return post;
  }

  private async createDraft(tx: ProductionsTransaction, input: StartProductionDto): Promise<BlogPost> {
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
      tx.manager,
    );
  }
}
