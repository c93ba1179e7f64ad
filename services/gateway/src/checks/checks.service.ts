import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ProductionsService } from '../ai/productions.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { ChecksRepository } from './checks.repository';
import { ClaimSecondOpinionService } from './claim-second-opinion.service';
import { CheckDraftDto } from './dto/check-draft.dto';
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
    private readonly productions: ProductionsService,
  ) {}

  async checkPost(id: number): Promise<PostChecks> {
    const post = await this.repository.findPost(id);
    if (!post) throw new NotFoundException('Post not found');
    return this.check(post, post.id);
  }

  /** The post with the editor's unsaved fields in place of the stored ones (nothing is written). */
  async checkDraft(id: number, draft: CheckDraftDto): Promise<PostChecks> {
    const post = await this.repository.findPost(id);
    if (!post) throw new NotFoundException('Post not found');
    const sent = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<CheckedPost>;
    return this.check({ ...post, ...sent }, post.id, { askForMissing: false });
  }

  /**
   * What 'Approve & Publish' would put live, exactly as Production Preview shows it (issue 27): the post as
   * stored (hand edits included) with the production's pending proposals applied. The AI's own text alone
   * would miss a figure typed into the post after the draft, and flag one the admin already fixed.
   */
  async checkProduction(id: number): Promise<PostChecks> {
    const { post } = await this.productions.preview(id);
    return this.check(post, post.id);
  }

  private async check(post: CheckedPost, postId: number, options: { askForMissing?: boolean } = {}): Promise<PostChecks> {
    const [brandKit, publishedSlugs] = await Promise.all([this.repository.brandKit(), this.repository.publishedSlugs()]);
    // checkPost runs on the markdown thread: parsing and reading a large article takes seconds.
    const checks = await this.markdown.checks(post, { brandKit, publishedSlugs, origin: this.config.publicUrl, postId });
    return this.secondOpinion.review(checks, brandKit, postId, options);
  }
}
