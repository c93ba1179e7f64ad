import { Injectable } from '@nestjs/common';
import { SimilarPost } from '@app/site';
import { PostsService } from '../posts/posts.service';
import { TopicMemoryRepository } from './topic-memory.repository';

/** Compares ideas and posts by meaning with the published posts (the scoring lives in @app/contract). */
@Injectable()
export class TopicMemoryService {
  constructor(
    private readonly repository: TopicMemoryRepository,
    private readonly posts: PostsService,
  ) {}

  /** The best similar published posts for each stored idea, in the order asked (from their kept candidates). */
  similarToIdeas(ideaIds: number[]): Promise<SimilarPost[][]> {
    return this.repository.similarToIdeas(ideaIds);
  }

  /** The best similar published posts for each title, in the order asked. */
  similarToTitles(titles: string[]): Promise<SimilarPost[][]> {
    return this.repository.similarToTitles(titles);
  }

  /** The published posts (other than this one) closest in meaning to a post; 404 for an unknown post. */
  async similarToPost(postId: number): Promise<SimilarPost[]> {
    const post = await this.posts.findById(postId);
    const [similar] = await this.repository.similarToTitles([post.title], [post.id]);
    return similar;
  }
}
