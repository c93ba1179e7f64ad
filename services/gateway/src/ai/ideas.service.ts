import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { IdeaJobPayload, JobName, MoreLikeThese } from '@app/contract';
import { parseKeywords, slugify } from '@app/site';
import { randomInt } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { TopicMemoryService } from '../topic-memory/topic-memory.service';
import { GenerateIdeasDto, MORE_LIKE_THESE_DEFAULT, MoreLikeTheseDto } from './dto/generate-ideas.dto';
import { IdeaView, toIdeaView } from './dto/production-response.dto';
import { IdeasRepository } from './ideas.repository';

const DRAFTS_LIMIT = 200;

@Injectable()
export class IdeasService {
  constructor(
    private readonly repository: IdeasRepository,
    private readonly jobs: JobsService,
    private readonly topics: TopicMemoryService,
  ) {}

  /**
   * The settings ride on the ai_jobs row (payload); the job carries only its id. Each run gets its own
   * random seed, so asking twice for one topic gives different titles, and a retried attempt the same.
   */
  startIdeas(settings: GenerateIdeasDto, requestId?: string): Promise<{ jobId: string }> {
    const base: IdeaJobPayload = {
      topic: settings.topic,
      keywords: parseKeywords(settings.keywords),
      targetLength: settings.targetLength,
      tone: settings.tone,
      industry: settings.industry,
      seed: randomInt(2 ** 32),
    };
    return this.jobs.start({
      name: JobName.GenerateIdeas,
      prepare: async (manager) => {
        const payload: IdeaJobPayload = settings.moreLikeThese ? { ...base, moreLikeThese: await this.moreLikeThese(manager, settings.moreLikeThese) } : base;
        return { data: {}, payload: { ...payload }, response: {} };
      },
    }, requestId);
  }

  /**
   * The articles "more like these" starts from: the named ones, which must be live posts (400 otherwise),
   * or the ones with the most readers over the window (409 when nothing was read in it). Only their ids
   * and the window ride on the job: the worker reads the figures when it runs.
   */
  private async moreLikeThese(manager: EntityManager, asked: MoreLikeTheseDto): Promise<MoreLikeThese> {
    const days = asked.days ?? 30;
    if (asked.postIds) {
      const found = await this.repository.livePostIds(asked.postIds, manager);
      const missing = asked.postIds.filter((id) => !found.has(id));
      if (missing.length) throw new BadRequestException(`moreLikeThese.postIds: no live post ${missing.join(', ')}`);
      return { postIds: asked.postIds, days };
    }
    const postIds = await this.repository.mostReadPostIds(days, MORE_LIKE_THESE_DEFAULT, manager);
    if (!postIds.length) throw new ConflictException(`No article was read in the last ${days} days: there is nothing to start from yet`);
    return { postIds, days };
  }

  /**
   * Generated ideas, newest first. `used` is true once a draft was made from the idea: flagged by
   * the pipeline, or a post with the idea's slug exists (drafts are created through the posts API).
   * `similar` compares each idea with the published posts as they are now (topic memory).
   */
  async listIdeas(): Promise<IdeaView[]> {
    const ideas = await this.repository.newest(DRAFTS_LIMIT);
    const taken = await this.repository.takenSlugs([...new Set(ideas.map((idea) => slugify(idea.title)))]);
    const similar = await this.topics.similarToIdeas(ideas.map((idea) => idea.id));
    return ideas.map((idea, index) => toIdeaView(idea, idea.used || taken.has(slugify(idea.title)), similar[index]));
  }
}
