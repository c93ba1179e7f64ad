import { JobItem, JobName } from '@app/contract';
import { jobOptions } from './job-queue.service';

const items: JobItem[] = [
  { name: JobName.GenerateIdeas, data: {} },
  { name: JobName.ProduceArticle, data: { productionId: 1 } },
  { name: JobName.ReviseArticle, data: { productionId: 1 } },
  { name: JobName.RegenerateProductionImage, data: { productionId: 1 } },
  { name: JobName.RegeneratePostImage, data: { postId: 1 } },
  { name: JobName.RefreshArticle, data: { postId: 1 } },
];

describe(jobOptions.name, () => {
  it.each(items.map((item) => [item.name, item] as const))('%s: row id as jobId, >= 3 attempts, exponential backoff with jitter, trimmed', (_name, item) => {
    const sut = jobOptions(item.name, 'row-id');

    expect(sut.jobId).toBe('row-id');
    expect(sut.attempts).toBeGreaterThanOrEqual(3);
    expect(sut.backoff).toMatchObject({ type: 'exponential', jitter: expect.any(Number) });
    expect(sut.removeOnComplete).toMatchObject({ age: expect.any(Number), count: expect.any(Number) });
    expect(sut.removeOnFail).toMatchObject({ age: expect.any(Number) });
  });
});
