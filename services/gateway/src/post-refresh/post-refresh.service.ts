import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobName, proposalFieldsOf, RefreshJobPayload } from '@app/contract';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { ageDaysSql, isAgeingSql } from '../posts/ageing-rule';
import { PostsService } from '../posts/posts.service';
import { PagedList, PageRequest, toPagedList } from '../common/dto/page-query.dto';

const DAY_MS = 24 * 3600 * 1000;

export interface AgeingPage extends PagedList<AgeingPost> {
  ageingDays: number;
}

export interface AgeingPost {
  id: number;
  title: string;
  slug: string;
  publishedAt: Date | null;
  updatedAt: Date;
  ageDays: number;
}

/**
 * Ageing posts (issue 17): live posts nobody changed for POST_AGEING_DAYS (publishing, an edit or an
 * accepted proposal all count as a change), and 'Refresh with AI', whose result is a proposal over the
 * live post: the article changes only when the admin accepts it in the proposal review.
 */
@Injectable()
export class PostRefreshService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly posts: PostsService,
  ) {}

  /** One page of the ageing posts, oldest first, and how many there are. */
  async ageing(page: PageRequest): Promise<AgeingPage> {
    const ageingDays = this.config.postAgeingDays;
    const [items, [{ total }]]: [AgeingPost[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT post.id, post.title, post.slug, post.published_at AS "publishedAt", post.updated_at AS "updatedAt", ${ageDaysSql('post')} AS "ageDays"
         FROM blog_posts post
         WHERE ${isAgeingSql('post', '$1')}
         ORDER BY post.updated_at ASC, post.id ASC
         LIMIT $2 OFFSET $3`,
        [ageingDays, page.pageSize, page.skip],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM blog_posts post WHERE ${isAgeingSql('post', '$1')}`, [ageingDays]),
    ]);
    return { ageingDays, ...toPagedList(page, items, total) };
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
