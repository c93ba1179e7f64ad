import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AiJob,
  AiProduction,
  BlogPost,
  JobName,
  RegeneratePostImageJob,
  RegenerateProductionImageJob,
} from '@app/shared';
import { Job } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { CoverDesigner, CoverImage } from '../../images/cover-designer.service';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';
import { lockPost, recordRevision } from '../post-revisions';

const DESIGNER = { provider: 'offline', model: 'cover-designer-v1' };

/** Shared by both image jobs: pick the next layout variant and set the new image on the post. */
@Injectable()
export class CoverRotation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly covers: CoverDesigner,
  ) {}

  /**
   * The next design: variant 0 was the first cover, each completed regeneration moves one on, and a
   * design identical to the current image is skipped so the admin always sees a change.
   */
  async nextCover(kind: JobName, key: 'productionId' | 'postId', id: number, post: BlogPost): Promise<CoverImage> {
    const previous = await this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder('job')
      .where('job.kind = :kind AND job.state = :state', { kind, state: 'completed' })
      .andWhere(`job.payload ->> '${key}' = :id`, { id: String(id) })
      .getCount();
    for (let variant = previous + 1; ; variant += 1) {
      const cover = this.covers.design({ title: post.title, category: post.category, variant });
      if (cover.url !== post.featuredImage || variant > previous + 8) return cover;
    }
  }

  async setOnPost(manager: EntityManager, postId: number, cover: CoverImage): Promise<string> {
    const url = await this.covers.store(manager, cover);
    const post = await lockPost(manager, postId);
    if (!post) throw new InvalidJobError(`Post ${postId} no longer exists`);
    await recordRevision(manager, post, 'New featured image');
    await manager.update(BlogPost, postId, { featuredImage: url });
    // Productions of this post carry the image too, so approving one does not bring the old image back.
    await manager.update(AiProduction, { postId }, { featuredImage: url });
    return url;
  }
}

@Injectable()
export class RegenerateProductionImageHandler implements JobHandler<JobName.RegenerateProductionImage> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rotation: CoverRotation,
  ) {}

  async handle(job: Job<RegenerateProductionImageJob>, run: JobRun): Promise<Record<string, unknown>> {
    const production = await this.dataSource.getRepository(AiProduction).findOneBy({ id: job.data.productionId });
    if (!production) throw new InvalidJobError(`Production ${job.data.productionId} no longer exists (it was deleted)`);
    const post = await this.dataSource.getRepository(BlogPost).findOneBy({ id: production.postId });
    if (!post) throw new InvalidJobError(`The post of production ${production.id} no longer exists`);
    await run.progress(20, 'Designing image');
    const cover = await this.rotation.nextCover(JobName.RegenerateProductionImage, 'productionId', production.id, { ...post, featuredImage: production.featuredImage ?? post.featuredImage });
    await run.progress(80, 'Saving');
    return run.complete(async (manager) => {
      const featuredImage = await this.rotation.setOnPost(manager, post.id, cover);
      return { result: { productionId: production.id, postId: post.id, featuredImage }, ...DESIGNER };
    });
  }

  async onFailed(job: Job<RegenerateProductionImageJob>, message: string): Promise<void> {
    await this.dataSource.getRepository(AiProduction).update(job.data.productionId, { error: `New image failed: ${message}` });
  }
}

@Injectable()
export class RegeneratePostImageHandler implements JobHandler<JobName.RegeneratePostImage> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rotation: CoverRotation,
  ) {}

  async handle(job: Job<RegeneratePostImageJob>, run: JobRun): Promise<Record<string, unknown>> {
    const post = await this.dataSource.getRepository(BlogPost).findOneBy({ id: job.data.postId });
    if (!post) throw new InvalidJobError(`Post ${job.data.postId} no longer exists`);
    await run.progress(20, 'Designing image');
    const cover = await this.rotation.nextCover(JobName.RegeneratePostImage, 'postId', post.id, post);
    await run.progress(80, 'Saving');
    return run.complete(async (manager) => {
      const featuredImage = await this.rotation.setOnPost(manager, post.id, cover);
      return { result: { postId: post.id, featuredImage }, ...DESIGNER };
    });
  }
}
