import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BrandKitContent,
  findNearDuplicateIdeas,
  findNearDuplicates,
  hashString,
  IdeaSlugsRepository,
  IDEA_COUNTS,
  IdeaJobPayload,
  IdeaJobResult,
  IdeaSettings,
  JobName,
  MoreLikeThese,
  PostPerformance,
  PostPerformanceRepository,
} from '@app/contract';
import { BLOG_CATEGORIES, isBlogCategory, slugify } from '@app/site';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, AiProvider, AiUsage } from '../../providers/ai-provider';
import { InvalidJobError, JobHandler } from '../job-handler';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { IdeasRepository } from '../ideas.repository';
import { JobRun } from '../job-run.service';

const TONES: readonly IdeaSettings['tone'][] = ['professional', 'casual', 'technical'];

/**
 * How many times one run asks the provider for titles while some it proposed already exist as ideas or
 * posts. Bounded: each round of an LLM provider costs tokens, and a topic can be written out.
 */
export const IDEA_ROUNDS = 3;

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

/** The job's seed: the one the gateway stored, else one from the job id (rows written before seeds). */
export function readIdeaSeed(payload: Record<string, unknown>, jobId: string): number {
  const { seed } = payload as Partial<IdeaJobPayload>;
  return Number.isSafeInteger(seed) && (seed as number) >= 0 ? (seed as number) >>> 0 : hashString(jobId);
}

/** "More like these" as the gateway stored it (ids and a window), checked again; null when the run has none. */
export function readMoreLikeThese(payload: Record<string, unknown>): MoreLikeThese | null {
  const { moreLikeThese } = payload as Partial<IdeaJobPayload>;
  if (!moreLikeThese) return null;
  const postIds = Array.isArray(moreLikeThese.postIds) ? moreLikeThese.postIds.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 10) : [];
  const days = [7, 30, 90].includes(moreLikeThese.days) ? moreLikeThese.days : 30;
  return postIds.length ? { postIds, days } : null;
}

/** Round 0 uses the job's seed as it is, so a test that pins the seed knows the first titles. */
export function roundSeed(seed: number, round: number): number {
  return round === 0 ? seed : hashString(`${seed}/${round}`);
}

interface NewIdeas {
  titles: string[];
  skippedDuplicates: number;
  replacedNearDuplicates: number;
  model: string;
  usage: AiUsage;
  promptVersion: string | null;
}

@Injectable()
export class GenerateIdeasHandler implements JobHandler<JobName.GenerateIdeas> {
  private readonly logger = new Logger(GenerateIdeasHandler.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(job: Job, run: JobRun): Promise<Record<string, unknown>> {
    const settings = readIdeaSettings(run.row.payload);
    const seed = readIdeaSeed(run.row.payload, run.row.id);
    const requested = IDEA_COUNTS[settings.targetLength];
    await run.usingProvider(this.ai.name);
    // One stage: the rounds of one run are one answer (a retry after saving nothing asks again from round 0).
    const brandKit = await this.inputs.brandKit();
    // The figures are read now, from the ids the job carries: a retry reads them again.
    const more = readMoreLikeThese(run.row.payload);
    const moreLikeThese = more ? (await new PostPerformanceRepository(this.dataSource.manager).readPostPerformance(more.postIds, more.days)).filter((post) => post.views > 0) : undefined;
    const fresh = await run.stage('ideas', this.ai.name, async () => {
      const found = await this.newIdeas(settings, requested, seed, run, brandKit, moreLikeThese);
      return { value: found, model: found.model, usage: found.usage };
    });
    await run.progress(80, 'Saving ideas');
    return run.complete(async (manager) => {
      const stored = new IdeasRepository(manager);
      // (job_id, position) is unique: a second attempt cannot add the same ideas again.
      await stored.insertIdeas(
        fresh.titles.map((title, position) => ({ title, category: settings.industry, topic: settings.topic, tone: settings.tone, jobId: run.row.id, position })),
      );
      const ideas = await stored.findOfJob(run.row.id);
      const result: IdeaJobResult = {
        ideaIds: ideas.map((idea) => idea.id),
        count: ideas.length,
        promptVersion: fresh.promptVersion,
        requested,
        created: ideas.length,
        skippedDuplicates: fresh.skippedDuplicates,
        replacedNearDuplicates: fresh.replacedNearDuplicates,
      };
      return { result: { ...result }, provider: this.ai.name, model: fresh.model };
    });
  }

  /**
   * Up to `requested` titles that no idea or post has yet (same slug) and that near-duplicate no published
   * post (topic memory), asking again with the next seed while some were left out, at most IDEA_ROUNDS times. A failed first call fails the attempt (BullMQ
   * retries it); a failed later round keeps what the earlier rounds found.
   */
  private async newIdeas(settings: IdeaSettings, requested: number, seed: number, run: JobRun, brandKit: BrandKitContent, moreLikeThese?: PostPerformance[]): Promise<NewIdeas> {
    const titles: string[] = [];
    const seen = new Set<string>();
    const usage: Required<AiUsage> = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
    let skippedDuplicates = 0;
    let replacedNearDuplicates = 0;
    let model = '';
    let promptVersion: string | null = null;
    for (let round = 0; round < IDEA_ROUNDS && titles.length < requested; round += 1) {
      if (round > 0) await run.progress(10 + round * 20, 'Brainstorming ideas');
      let answer;
      try {
        answer = await this.ai.generateIdeas(settings, requested, roundSeed(seed, round), brandKit, moreLikeThese);
      } catch (error) {
        if (round === 0) throw error;
        this.logger.warn(`job ${run.row.id}: round ${round + 1} of idea generation failed, keeping ${titles.length} ideas: ${(error as Error).message}`);
        break;
      }
      usage.inputTokens += answer.usage.inputTokens;
      usage.outputTokens += answer.usage.outputTokens;
      usage.cacheReadTokens += answer.usage.cacheReadTokens ?? 0;
      usage.cacheWriteTokens += answer.usage.cacheWriteTokens ?? 0;
      model = answer.model;
      promptVersion ??= answer.promptVersion ?? null;

      const proposed = answer.value.map((title) => ({ title, slug: slugify(title) })).filter(({ slug }) => slug && !seen.has(slug));
      const proposedTitles = proposed.map(({ title }) => title);
      const [taken, nearPost, nearIdea] = await Promise.all([
        new IdeaSlugsRepository(this.dataSource.manager).takenSlugs(proposed.map(({ slug }) => slug)),
        findNearDuplicates(this.dataSource.manager, proposedTitles),
        findNearDuplicateIdeas(this.dataSource.manager, proposedTitles),
      ]);
      proposed.forEach(({ title, slug }, index) => {
        if (seen.has(slug)) return;
        seen.add(slug);
        if (taken.has(slug)) skippedDuplicates += 1;
        else if (nearPost[index] || nearIdea[index]) replacedNearDuplicates += 1;
        else if (titles.length < requested) titles.push(title);
      });
    }
    return { titles, skippedDuplicates, replacedNearDuplicates, model, usage, promptVersion };
  }
}
