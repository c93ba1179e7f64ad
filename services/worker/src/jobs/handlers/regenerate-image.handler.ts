import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BlogPost,
  JobName,
  PostProposal,
  PostRevisionsRepository,
  ProposalJobPayload,
  ProposalStoreRepository,
  RegeneratePostImageJob,
  RegenerateProductionImageJob,
  StoppedJobRepository,
} from '@app/contract';
import { Job } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { CoverDesigner, CoverImage } from '../../images/cover-designer.service';
import { InvalidJobError, JobHandler } from '../job-handler';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { JobRun } from '../job-run.service';
import { ProductionsRepository } from '../productions.repository';
import { jobBase, ProposalBase, proposalResult } from './production-loader';

const DESIGNER = { provider: 'offline', model: 'cover-designer-v1' };

/** The image job's one stage (`cover`): the design is local and free; the stage records its time and image. */
function coverStage(run: JobRun, cover: CoverImage): Promise<unknown> {
  return run.stage('cover', 'offline', async () => ({ value: { featuredImage: cover.url, featuredImageAlt: cover.alt }, model: DESIGNER.model, usage: { inputTokens: 0, outputTokens: 0 } }));
}

/** Shared by both image jobs: pick the next layout variant and propose it as the post's image. */
@Injectable()
export class CoverRotation {
  constructor(
    private readonly inputs: ArticleInputsRepository,
    private readonly covers: CoverDesigner,
  ) {}

  /**
   * The next design: variant 0 was the first cover, each completed regeneration moves one on, and a
   * design identical to the current image is skipped so the admin always sees a change.
   */
  async nextCover(kind: JobName, key: 'productionId' | 'postId', id: number, post: BlogPost): Promise<CoverImage> {
    const previous = await this.inputs.countCompletedJobs(kind, key, id);
    for (let variant = previous + 1; ; variant += 1) {
      const cover = this.covers.design({ title: post.title, category: post.category, variant });
      if (cover.url !== post.featuredImage || variant > previous + 8) return cover;
    }
  }

  /**
   * Stores the cover and proposes it for the post: a pending image proposal, which the admin accepts or
   * drops (issue 27: an image never replaces the post's by itself).
   */
  async proposeForPost(
    manager: EntityManager,
    target: { postId: number; productionId: number | null; jobId: string; jobKind: string; proposeOnly?: boolean },
    base: ProposalBase,
    cover: CoverImage,
  ): Promise<{ featuredImage: string; featuredImageAlt: string; proposal: PostProposal }> {
    const featuredImage = await this.covers.store(manager, cover);
    const post = await new PostRevisionsRepository(manager).lockPost(target.postId);
    if (!post) throw new InvalidJobError(`Post ${target.postId} no longer exists`);
    const proposal = await new ProposalStoreRepository(manager).submitProposal({
      post,
      productionId: target.productionId,
      jobId: target.jobId,
      jobKind: target.jobKind,
      kind: 'image',
      ...base,
      changes: { featuredImage, featuredImageAlt: cover.alt },
      proposeOnly: target.proposeOnly,
    });
    // The production shows its latest AI image, as finalContent is its latest AI text.
    if (target.productionId !== null) await new ProductionsRepository(manager).update(target.productionId, { featuredImage });
    return { featuredImage, featuredImageAlt: cover.alt, proposal };
  }
}

@Injectable()
export class RegenerateProductionImageHandler implements JobHandler<JobName.RegenerateProductionImage> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rotation: CoverRotation,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<RegenerateProductionImageJob>, run: JobRun): Promise<Record<string, unknown>> {
    const production = await this.inputs.findProduction(job.data.productionId);
    if (!production) throw new InvalidJobError(`Production ${job.data.productionId} no longer exists (it was deleted)`);
    const post = await this.inputs.findPost(production.postId);
    if (!post) throw new InvalidJobError(`The post of production ${production.id} no longer exists`);
    const base = jobBase(run, post);
    await run.progress(20, 'Designing image');
    const cover = await this.rotation.nextCover(JobName.RegenerateProductionImage, 'productionId', production.id, { ...post, featuredImage: production.featuredImage ?? post.featuredImage });
    await coverStage(run, cover);
    await run.progress(80, 'Saving');
    return run.complete(async (manager) => {
      const { featuredImage, featuredImageAlt, proposal } = await this.rotation.proposeForPost(manager, { postId: post.id, productionId: production.id, jobId: run.row.id, jobKind: run.row.kind }, base, cover);
      return { result: { productionId: production.id, postId: post.id, featuredImage, featuredImageAlt, ...proposalResult(proposal) }, ...DESIGNER };
    });
  }

  async onFailed(job: Job<RegenerateProductionImageJob>, message: string): Promise<void> {
    await new StoppedJobRepository(this.dataSource.manager).settleStoppedProductionJob(job.name, job.data.productionId, message);
  }
}

@Injectable()
export class RegeneratePostImageHandler implements JobHandler<JobName.RegeneratePostImage> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rotation: CoverRotation,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job<RegeneratePostImageJob>, run: JobRun): Promise<Record<string, unknown>> {
    const post = await this.inputs.findPost(job.data.postId);
    if (!post) throw new InvalidJobError(`Post ${job.data.postId} no longer exists`);
    const base = jobBase(run, post);
    await run.progress(20, 'Designing image');
    const cover = await this.rotation.nextCover(JobName.RegeneratePostImage, 'postId', post.id, post);
    await coverStage(run, cover);
    await run.progress(80, 'Saving');
    return run.complete(async (manager) => {
      // A cover proposed after a rename (the gateway's proposeOnly) waits for the admin, even on an untouched draft.
      const proposeOnly = (run.row.payload as ProposalJobPayload).proposeOnly === true;
      const { featuredImage, featuredImageAlt, proposal } = await this.rotation.proposeForPost(manager, { postId: post.id, productionId: null, jobId: run.row.id, jobKind: run.row.kind, proposeOnly }, base, cover);
      return { result: { postId: post.id, featuredImage, featuredImageAlt, ...proposalResult(proposal) }, ...DESIGNER };
    });
  }
}
