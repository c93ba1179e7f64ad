import { JOB_QUEUE, JobName, QueueName } from '@app/contract';
import { UnrecoverableError } from 'bullmq';
import { QueueHandlers } from '../job-handler';
import { JobRunService } from '../job-run.service';
import { ArticlesProcessor } from './articles.processor';
import { IdeasProcessor } from './ideas.processor';
import { ImagesProcessor } from './images.processor';
import { ImportsProcessor } from './imports.processor';
import { PublishingProcessor } from './publishing.processor';

const config = { shutdownTimeoutMs: 1000 } as never;
const runs = {} as JobRunService;
const handler = { handle: jest.fn() };

/** Every JobName has a handler in the processor of the queue JOB_QUEUE routes it to. */
describe('processor handler tables', () => {
  const processors: Record<QueueName, { handlers: Record<string, unknown> }> = {
    [QueueName.Ideas]: new IdeasProcessor(config, runs, handler as never, handler as never) as never,
    [QueueName.Articles]: new ArticlesProcessor(config, runs, handler as never, handler as never, handler as never, handler as never) as never,
    [QueueName.Images]: new ImagesProcessor(config, runs, handler as never, handler as never) as never,
    [QueueName.Imports]: new ImportsProcessor(config, runs, handler as never) as never,
    [QueueName.Publishing]: new PublishingProcessor(config, runs, handler as never) as never,
  };

  it.each(Object.values(JobName))('%s has a handler on its queue', (name) => {
    expect(processors[JOB_QUEUE[name]].handlers[name]).toBe(handler);
  });

  it('no processor handles a job of another queue', () => {
    for (const [queue, processor] of Object.entries(processors)) {
      for (const name of Object.keys(processor.handlers)) expect(JOB_QUEUE[name as JobName]).toBe(queue);
    }
  });

  it('a table missing a job routed to its queue, or holding a job of another queue, does not compile', () => {
    // Checked by `tsc -p tsconfig.tests.json`: each directive fails the type check if its line compiles.
    // @ts-expect-error revise-article and refresh-article are routed to the articles queue but have no handler
    const missing: QueueHandlers<QueueName.Articles> = { [JobName.ProduceArticle]: handler };
    const foreign: QueueHandlers<QueueName.Ideas> = {
      [JobName.GenerateIdeas]: handler,
      // @ts-expect-error produce-article is routed to the articles queue, not ideas
      [JobName.ProduceArticle]: handler,
    };

    expect(Object.keys(missing)).toEqual([JobName.ProduceArticle]);
    expect(Object.keys(foreign)).toHaveLength(2);
  });
});

describe('QueueProcessor dispatch', () => {
  const job = (name: string) => ({ id: '7', name, queueName: QueueName.Articles, data: { productionId: 1 }, opts: { attempts: 1 }, attemptsMade: 0 });

  it('hands a job to the handler of its name, with the run', async () => {
    const run = { row: { id: '7' } };
    const produce = { handle: jest.fn() };
    const revise = { handle: jest.fn().mockResolvedValue({ revised: true }) };
    const sut = new ArticlesProcessor(config, { begin: jest.fn().mockResolvedValue(run) } as never, produce as never, revise as never, handler as never, handler as never);

    await expect(sut.process(job(JobName.ReviseArticle) as never)).resolves.toEqual({ revised: true });
    expect(revise.handle).toHaveBeenCalledWith(expect.objectContaining({ name: JobName.ReviseArticle }), run);
    expect(produce.handle).not.toHaveBeenCalled();
  });

  it('hands a system job (no ai_jobs row) to its handler with the lock token, never asking for a run', async () => {
    const begin = jest.fn();
    const publish = { handle: jest.fn().mockResolvedValue({ published: true }) };
    const sut = new PublishingProcessor(config, { begin } as never, publish as never);
    const goLive = { ...job(JobName.PublishScheduledPost), queueName: QueueName.Publishing, data: { postId: 1, publishAt: new Date().toISOString() } };

    await expect(sut.process(goLive as never, 'lock-token')).resolves.toEqual({ published: true });
    expect(publish.handle).toHaveBeenCalledWith(expect.objectContaining({ name: JobName.PublishScheduledPost }), 'lock-token');
    expect(begin).not.toHaveBeenCalled();
  });

  it('fails a job JOB_QUEUE routes to another queue for good, before touching its row', async () => {
    const begin = jest.fn();
    const sut = new ArticlesProcessor(config, { begin } as never, handler as never, handler as never, handler as never, handler as never);

    const outcome = sut.process(job(JobName.GenerateIdeas) as never);

    await expect(outcome).rejects.toThrow(UnrecoverableError);
    await expect(outcome).rejects.toThrow('No handler for job "generate-ideas" on queue "articles"');
    expect(begin).not.toHaveBeenCalled();
  });
});
