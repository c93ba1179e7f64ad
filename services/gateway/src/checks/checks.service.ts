import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { ChecksRepository } from './checks.repository';
import { ClaimSecondOpinionService } from './claim-second-opinion.service';
import type { CheckedPost, PostChecks } from './post-checks';

/**
 * Publish readiness of a post, or of a post as an AI production would make it, against the current brand
 * kit; with an AI provider, a model's second opinion on its claims.
 */
@Injectable()
export class ChecksService {
  constructor(
    private readonly repository: ChecksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secondOpinion: ClaimSecondOpinionService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  async checkPost(id: number): Promise<PostChecks> {
    const post = await this.repository.findPost(id);
    if (!post) throw new NotFoundException('Post not found');
    return this.check(post, post.id);
  }

  /** The production's article and image on its post: what 'Approve & Publish' would put live. */
  async checkProduction(id: number): Promise<PostChecks> {
    const production = await this.repository.findProductionWithPost(id);
    if (!production?.post) throw new NotFoundException('Production not found');
    const { post } = production;
    return this.check({ ...post, content: production.finalContent || post.content, featuredImage: production.featuredImage ?? post.featuredImage }, post.id);
  }

  private async check(post: CheckedPost, postId: number): Promise<PostChecks> {
    const [brandKit, publishedSlugs] = await Promise.all([this.repository.brandKit(), this.repository.publishedSlugs()]);
    // checkPost runs on the markdown thread: parsing and reading a large article takes seconds.
    const checks = await this.markdown.checks(post, { brandKit, publishedSlugs, origin: this.config.publicUrl, postId });
    return this.secondOpinion.review(checks, brandKit, postId);
  }
}
