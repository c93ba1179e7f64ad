import { ConflictException, HttpException, Injectable, Logger } from '@nestjs/common';
import { BlogPost, JobName, ProposalJobPayload, proposalFieldsOf } from '@app/contract';
import { JobsService } from '../jobs/jobs.service';
import { MediaRepository } from '../media/media.repository';

/** What a save did to the post's cover: a new one proposed (the job designing it), or why not. */
export interface CoverProposal {
  /** The image job proposing a cover for the new title; null when none was started. */
  jobId: string | null;
}

/**
 * A rename leaves a designed cover showing the old title (issue 28). After a save that changed the title
 * but not the image, when the featured image is a cover the designer drew for the old title, a new cover
 * is proposed through the usual image job (regenerate-post-image), marked proposeOnly: it waits in the
 * post's proposals for the admin's accept, even on an untouched draft. An upload, an outside image or a
 * cover already showing another title is left alone.
 */
@Injectable()
export class CoverProposalService {
  private readonly logger = new Logger(CoverProposalService.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly media: MediaRepository,
  ) {}

  /** True when `post`'s featured image is a cover designed for `title`. */
  async showsTitle(featuredImage: string | null, title: string): Promise<boolean> {
    const cover = await this.media.findByPath(featuredImage);
    return cover?.source === 'cover' && cover.coverTitle?.trim() === title.trim();
  }

  /**
   * Proposes a new cover when `before` -> `after` renamed the post and its cover shows the old title. Never
   * fails the save it follows: an image job already open for the post, the budget or an unreachable queue
   * leave the cover as it is (logged).
   */
  async proposeAfterRename(before: Pick<BlogPost, 'title' | 'featuredImage'>, after: BlogPost, requestId?: string): Promise<CoverProposal> {
    if (before.title.trim() === after.title.trim() || before.featuredImage !== after.featuredImage) return { jobId: null };
    if (!(await this.showsTitle(after.featuredImage, before.title))) return { jobId: null };
    try {
      const { jobId } = await this.jobs.start(
        {
          name: JobName.RegeneratePostImage,
          prepare: async () => ({
            data: { postId: after.id, baseUpdatedAt: after.updatedAt.toISOString() },
            payload: { base: proposalFieldsOf(after), proposeOnly: true } satisfies ProposalJobPayload,
            response: {},
          }),
        },
        requestId,
      );
      return { jobId };
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const why = error instanceof ConflictException ? 'an image job is already open for it' : error.message;
      this.logger.warn(`Post ${after.id} was renamed but no new cover was proposed: ${why}`);
      return { jobId: null };
    }
  }
}
