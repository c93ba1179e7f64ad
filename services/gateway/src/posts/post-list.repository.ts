import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { DataSource } from 'typeorm';

/** Where a page of the whole list ended: the last post's creation time (exactly as stored) and id. */
export interface PostListCursor {
  createdAt: string;
  id: number;
}

/**
 * The spec's admin list (every post with its text, drafts included, newest first) a page at a time:
 * each page starts after the last post of the one before, by (created_at, id), through the index
 * IDX_blog_posts_created_id (migration PostListOrder), so no page sorts or skips the posts before it.
 */
@Injectable()
export class PostListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up to `size` posts after `cursor` (from the newest when null), and where they end. */
  async pageAfter(cursor: PostListCursor | null, size: number): Promise<{ posts: BlogPost[]; next: PostListCursor | null }> {
    const query = this.dataSource
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      // The text form keeps every microsecond (a Date keeps milliseconds), so the next page starts exactly after this one.
      .addSelect('post.created_at::text', 'cursor_created_at')
      .orderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(size);
    if (cursor) query.where('(post.created_at, post.id) < (CAST(:createdAt AS timestamptz), :id)', cursor);
    const { entities, raw } = await query.getRawAndEntities<{ cursor_created_at: string }>();
    const last = entities.length ? { createdAt: raw[entities.length - 1].cursor_created_at, id: entities[entities.length - 1].id } : null;
    return { posts: entities, next: entities.length === size ? last : null };
  }
}
