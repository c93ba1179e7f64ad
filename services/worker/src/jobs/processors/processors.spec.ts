import { JOB_QUEUE, JobName, QueueName } from '@app/contract';
import { JobRunService } from '../job-run.service';
import { ArticlesProcessor } from './articles.processor';
import { IdeasProcessor } from './ideas.processor';
import { ImagesProcessor } from './images.processor';

const config = { shutdownTimeoutMs: 1000 } as never;
const runs = {} as JobRunService;
const handler = { handle: jest.fn() };

/** Every JobName has a handler in the processor of the queue JOB_QUEUE routes it to. */
describe('processor handler tables', () => {
  const processors: Record<QueueName, { handlers: Record<string, unknown> }> = {
    [QueueName.Ideas]: new IdeasProcessor(config, runs, handler as never) as never,
    [QueueName.Articles]: new ArticlesProcessor(config, runs, handler as never, handler as never) as never,
    [QueueName.Images]: new ImagesProcessor(config, runs, handler as never, handler as never) as never,
  };

  it.each(Object.values(JobName))('%s has a handler on its queue', (name) => {
    expect(processors[JOB_QUEUE[name]].handlers[name]).toBe(handler);
  });

  it('no processor handles a job of another queue', () => {
    for (const [queue, processor] of Object.entries(processors)) {
      for (const name of Object.keys(processor.handlers)) expect(JOB_QUEUE[name as JobName]).toBe(queue);
    }
  });
});
