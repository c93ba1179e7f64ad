import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TopicMemoryRepository } from '@app/contract';
import { SimilarPost } from '@app/site';
import { DataSource } from 'typeorm';
import { PostsService } from '../posts/posts.service';

/** Compares ideas and posts by meaning with the published posts (the scoring lives in @app/contract). */
@Injectable()
export class TopicMemoryService {
  private readonly topics: TopicMemoryRepository;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly posts: PostsService,
  ) {
    this.topics = new TopicMemoryRepository(dataSource.manager);
  }

  /** The best similar published posts for each stored idea, in the order asked (from their kept candidates). */
  similarToIdeas(ideaIds: number[]): Promise<SimilarPost[][]> {
    return this.topics.similarToIdeas(ideaIds);
  }

  /** The published posts (other than this one) closest in meaning to a post; 404 for an unknown post. */
  async similarToPost(postId: number): Promise<SimilarPost[]> {
    const post = await this.posts.findById(postId);
    const [similar] = await this.topics.similarPosts([post.title], { excludePostIds: [post.id] });
    return similar;
  }
}
