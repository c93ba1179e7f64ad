import { Inject, Injectable } from '@nestjs/common';
import { AiIdea, BLOG_CATEGORIES, IDEA_COUNTS, IdeaSettings, isBlogCategory, JobName } from '@app/shared';
import { Job } from 'bullmq';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';

const TONES: readonly IdeaSettings['tone'][] = ['professional', 'casual', 'technical'];

/** The settings the gateway stored on the row, checked again: the row is input like any other. */
export function readIdeaSettings(payload: Record<string, unknown>): IdeaSettings {
  const { topic, keywords, targetLength, tone, industry } = payload as Partial<IdeaSettings>;
  if (typeof topic !== 'string' || !topic.trim()) throw new InvalidJobError('The topic is blank: enter a topic to generate ideas');
  if (!targetLength || !(targetLength in IDEA_COUNTS)) throw new InvalidJobError(`Unknown length "${String(targetLength)}": use short, medium or long`);
  if (!tone || !TONES.includes(tone)) throw new InvalidJobError(`Unknown tone "${String(tone)}": use ${TONES.join(', ')}`);
  if (!isBlogCategory(industry)) throw new InvalidJobError(`Unknown category "${String(industry)}": use one of ${BLOG_CATEGORIES.join(', ')}`);
  const words = Array.isArray(keywords) ? keywords.filter((word): word is string => typeof word === 'string') : [];
  return { topic: topic.trim(), keywords: words, targetLength, tone, industry };
}

@Injectable()
export class GenerateIdeasHandler implements JobHandler<JobName.GenerateIdeas> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async handle(job: Job, run: JobRun): Promise<Record<string, unknown>> {
    const settings = readIdeaSettings(run.row.payload);
    const count = IDEA_COUNTS[settings.targetLength];
    await run.usingProvider(this.ai.name);
    await run.progress(10, 'Brainstorming ideas');
    const answer = await this.ai.generateIdeas(settings, count);
    await run.progress(80, 'Saving ideas');
    return run.complete(async (manager) => {
      // (job_id, position) is unique: a second attempt cannot add the same ideas again.
      await manager
        .createQueryBuilder()
        .insert()
        .into(AiIdea)
        .values(
          answer.value.map((title, position) => ({
            title,
            category: settings.industry,
            topic: settings.topic,
            tone: settings.tone,
            jobId: run.row.id,
            position,
          })),
        )
        .orIgnore()
        .execute();
      const ideas = await manager.find(AiIdea, { where: { jobId: run.row.id }, order: { position: 'ASC' } });
      return {
        result: { ideaIds: ideas.map((idea) => idea.id), count: ideas.length, promptVersion: answer.promptVersion ?? null },
        provider: this.ai.name,
        model: answer.model,
        usage: answer.usage,
      };
    });
  }
}
