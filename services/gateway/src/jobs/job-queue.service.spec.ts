import { AiJobName, JobItem, JobName } from '@app/contract';
import { jobOptions } from './job-queue.service';

const items: JobItem<AiJobName>[] = [
  { name: JobName.GenerateIdeas, data: {} },
  { name: JobName.ProduceArticle, data: { productionId: 1 } },
  { name: JobName.ReviseArticle, data: { productionId: 1 } },
  { name: JobName.RegenerateProductionImage, data: { productionId: 1 } },
  { name: JobName.RegeneratePostImage, data: { postId: 1 } },
  { name: JobName.RefreshArticle, data: { postId: 1 } },
];

describe(jobOptions.name, () => {
  it.each(items.map((item) => [item.name, item] as const))('%s: row id as jobId, >= 3 attempts, exponential backoff with jitter, trimmed', (_name, item) => {
    const sut = jobOptions(item, 'row-id');

    expect(sut.jobId).toBe('row-id');
    expect(sut.attempts).toBeGreaterThanOrEqual(3);
    expect(sut.backoff).toMatchObject({ type: 'exponential', jitter: expect.any(Number) });
    expect(sut.removeOnComplete).toMatchObject({ age: expect.any(Number), count: expect.any(Number) });
    expect(sut.removeOnFail).toMatchObject({ age: expect.any(Number) });
  });
});

describe('jobOptions of a scheduled go-live (a system job)', () => {
  it('is delayed until its time, kept under the id given, and removed once done so the same time can be scheduled again', () => {
    const publishAt = new Date(Date.now() + 60_000);

    const sut = jobOptions({ name: JobName.PublishScheduledPost, data: { postId: 7, publishAt: publishAt.toISOString() } }, 'publish-7');

    expect(sut.jobId).toBe('publish-7');
    expect(sut.delay).toBeGreaterThan(55_000);
    expect(sut.delay).toBeLessThanOrEqual(60_000);
    expect(sut).toMatchObject({ attempts: 5, backoff: { type: 'exponential' }, removeOnComplete: true, removeOnFail: true });
  });

  it('a time already passed is due at once (no negative delay)', () => {
    const sut = jobOptions({ name: JobName.PublishScheduledPost, data: { postId: 7, publishAt: new Date(Date.now() - 5000).toISOString() } }, 'publish-7');

    expect(sut.delay).toBe(0);
  });
});
