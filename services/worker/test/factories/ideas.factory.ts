import { AiIdea, AiJob, BlogPost, IdeaJobPayload, JOB_QUEUE, JobName } from '@app/contract';
import { DEFAULT_AUTHOR, DRAFT_PLACEHOLDER_CONTENT, slugify } from '@app/site';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

export const IDEA_SETTINGS: IdeaJobPayload = {
  topic: 'YouTube retention editing',
  keywords: [],
  targetLength: 'short',
  tone: 'professional',
  industry: 'Video Editing',
};

/** The queued ai_jobs row of an idea job, as the gateway writes it (settings and seed in the payload). */
export async function createIdeasJobRow(dataSource: DataSource, payload: Partial<IdeaJobPayload> = {}): Promise<string> {
  const id = randomUUID();
  await dataSource
    .getRepository(AiJob)
    .insert({ id, kind: JobName.GenerateIdeas, queue: JOB_QUEUE[JobName.GenerateIdeas], payload: { ...IDEA_SETTINGS, ...payload } as never });
  return id;
}

/** Draft posts made from idea titles, as the studio's 'Create Draft Posts' makes them (spec §7). */
export async function createDraftPosts(dataSource: DataSource, titles: string[]): Promise<BlogPost[]> {
  const posts = titles.map((title) =>
    dataSource.getRepository(BlogPost).create({
      title,
      slug: slugify(title),
      excerpt: `A video editing article: ${title}`,
      content: DRAFT_PLACEHOLDER_CONTENT,
      category: 'Video Editing',
      author: DEFAULT_AUTHOR,
      keywords: [],
      published: false,
      status: 'draft',
    }),
  );
  return dataSource.getRepository(BlogPost).save(posts);
}

/** Ideas an earlier run left in the studio list. */
export async function createIdeas(dataSource: DataSource, titles: string[]): Promise<void> {
  const jobId = await createIdeasJobRow(dataSource);
  await dataSource.getRepository(AiIdea).insert(
    titles.map((title, position) => ({ title, category: 'Video Editing', topic: IDEA_SETTINGS.topic, tone: 'professional', jobId, position })),
  );
}
