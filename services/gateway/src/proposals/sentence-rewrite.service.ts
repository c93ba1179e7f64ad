import { ConflictException, Injectable } from '@nestjs/common';
import { JobName, locateSentence, proposalFieldsOf, RewriteSentenceJobPayload, sentenceKey } from '@app/contract';
import { JobsService } from '../jobs/jobs.service';
import { PostsService } from '../posts/posts.service';

export interface SentenceRewriteStarted {
  jobId: string;
  postId: number;
  sentence: { original: string };
}

/**
 * 'Rewrite this sentence' (issue 27): the sentence is found in the saved article (byte-exactly, or as a
 * reader sees it once inline marks are dropped), then a job rewrites just that span and proposes it as a
 * 'sentence' proposal. A sentence that is not there, or stands there more than once, is refused at once
 * with a message saying why: nothing is proposed.
 */
@Injectable()
export class SentenceRewriteService {
  constructor(
    private readonly jobs: JobsService,
    private readonly posts: PostsService,
  ) {}

  start(postId: number, sentence: string, problem: string | null, requestId?: string): Promise<SentenceRewriteStarted> {
    return this.jobs.start({
      name: JobName.RewriteSentence,
      prepare: async (manager) => {
        const post = await this.posts.findById(postId, manager);
        const found = locateSentence(post.content, sentence);
        if (found.kind === 'missing') {
          throw new ConflictException('This sentence is not in the saved article (it was edited or removed). Save your changes, run the checks again, then ask for the rewrite.');
        }
        if (found.kind === 'ambiguous') {
          throw new ConflictException(`This sentence appears ${found.count} times in the article, so a rewrite could replace the wrong one. Edit it by hand.`);
        }
        const original = found.span.text;
        const payload: RewriteSentenceJobPayload = { base: proposalFieldsOf(post), sentence, original, problem: problem?.trim() || null };
        return {
          data: { postId, sentenceKey: sentenceKey(original), baseUpdatedAt: post.updatedAt.toISOString() },
          payload,
          response: { postId, sentence: { original } },
        };
      },
    }, requestId);
  }
}
