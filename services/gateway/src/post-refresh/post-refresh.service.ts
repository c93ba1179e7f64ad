import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { JobName, proposalFieldsOf, RefreshJobPayload, windowStart } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { PostsService } from '../posts/posts.service';
import { PagedList, PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { AgeingPostRow, AgeingSort, PostRefreshRepository } from './post-refresh.repository';

const DAY_MS = 24 * 3600 * 1000;

export interface AgeingPage extends PagedList<AgeingPost> {
  ageingDays: number;
  sort: AgeingSort;
}

export type AgeingPost = AgeingPostRow;

/** Month on month: the latest 30 days against the 30 before. */
const MONTH_DAYS = 30;

/**
 * Ageing posts (issue 17): live posts nobody changed for POST_AGEING_DAYS (publishing, an edit or an
 * accepted proposal all count as a change), and 'Refresh with AI', whose result is a proposal over the
 * live post: the article changes only when the admin accepts it in the proposal review.
 */
@Injectable()
export class PostRefreshService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: PostRefreshRepository,
    private readonly jobs: JobsService,
    private readonly posts: PostsService,
  ) {}

  /**
   * One page of the ageing posts, and how many there are: by default the refresh candidates that lost the
   * most readers month on month first (reading analytics, issue 31), then the oldest; `sort: 'age'` for
   * the oldest first alone. Without figures (analytics off or new) every post lost 0 and age decides.
   */
  async ageing(page: PageRequest, sort: AgeingSort = 'lost', now = new Date()): Promise<AgeingPage> {
    const ageingDays = this.config.postAgeingDays;
    const window = { currentFrom: windowStart(MONTH_DAYS, now), previousFrom: windowStart(2 * MONTH_DAYS, now) };
    const { items, total } = await this.repository.ageing(ageingDays, window, sort, page.pageSize, page.skip);
    return { ageingDays, sort, ...toPagedList(page, items, total) };
  }

  /** Starts the refresh of a live post (404 unknown, 409 a draft or a refresh already running). */
  refresh(postId: number, notes: string | null, requestId?: string): Promise<{ jobId: string; postId: number }> {
    return this.jobs.start({
      name: JobName.RefreshArticle,
      prepare: async (manager) => {
        const post = await this.posts.findById(postId, manager);
        if (!post.published) throw new ConflictException('Only a live post can be refreshed; a draft is written with Write with AI');
        const payload: RefreshJobPayload = {
          base: proposalFieldsOf(post),
          notes: notes?.trim() || null,
          ageDays: Math.floor((Date.now() - post.updatedAt.getTime()) / DAY_MS),
        };
        return { data: { postId, baseUpdatedAt: post.updatedAt.toISOString() }, payload, response: { postId } };
      },
    }, requestId);
  }
}
