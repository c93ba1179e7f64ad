import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiIdea, BlogPost, IdeaJobPayload, JobName } from '@app/contract';
import { parseKeywords, slugify } from '@app/site';
import { randomInt } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { TopicMemoryService } from '../topic-memory/topic-memory.service';
import { GenerateIdeasDto } from './dto/generate-ideas.dto';
import { IdeaView, toIdeaView } from './dto/production-response.dto';

const DRAFTS_LIMIT = 200;

@Injectable()
export class IdeasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly topics: TopicMemoryService,
  ) {}

  /**
   * The settings ride on the ai_jobs row (payload); the job carries only its id. Each run gets its own
   * random seed, so asking twice for one topic gives different titles, and a retried attempt the same.
   */
  startIdeas(settings: GenerateIdeasDto, requestId?: string): Promise<{ jobId: string }> {
    const payload: IdeaJobPayload = {
      topic: settings.topic,
      keywords: parseKeywords(settings.keywords),
      targetLength: settings.targetLength,
      tone: settings.tone,
      industry: settings.industry,
      seed: randomInt(2 ** 32),
    };
    return this.jobs.start({
      name: JobName.GenerateIdeas,
      prepare: async () => ({ data: {}, payload: { ...payload }, response: {} }),
    }, requestId);
  }

  /**
   * Generated ideas, newest first. `used` is true once a draft was made from the idea: flagged by
   * the pipeline, or a post with the idea's slug exists (drafts are created through the posts API).
   * `similar` compares each idea with the published posts as they are now (topic memory).
   */
  async listIdeas(): Promise<IdeaView[]> {
    const ideas = await this.dataSource
      .getRepository(AiIdea)
      .find({ order: { createdAt: 'DESC', jobId: 'ASC', position: 'ASC' }, take: DRAFTS_LIMIT });
    const slugs = [...new Set(ideas.map((idea) => slugify(idea.title)))];
    const existing = slugs.length
      ? await this.dataSource.getRepository(BlogPost).find({ select: { slug: true }, where: { slug: In(slugs) } })
      : [];
    const taken = new Set(existing.map((post) => post.slug));
    const similar = await this.topics.similarToIdeas(ideas.map((idea) => idea.id));
    return ideas.map((idea, index) => toIdeaView(idea, idea.used || taken.has(slugify(idea.title)), similar[index]));
  }
}
