import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSimilarPosts } from '@app/contract';
import { SimilarPost } from '@app/site';
import { DataSource } from 'typeorm';
import { PostsService } from '../posts/posts.service';

/** Compares ideas and posts by meaning with the published posts (the scoring lives in @app/contract). */
@Injectable()
export class TopicMemoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  /** The best similar published posts for each title, in the order asked. */
  similarToTitles(titles: string[]): Promise<SimilarPost[][]> {
    return findSimilarPosts(this.dataSource.manager, titles);
  }

  /** The published posts (other than this one) closest in meaning to a post; 404 for an unknown post. */
  async similarToPost(postId: number): Promise<SimilarPost[]> {
    const post = await this.posts.findById(postId);
    const [similar] = await findSimilarPosts(this.dataSource.manager, [post.title], { excludePostIds: [post.id] });
    return similar;
  }
}
