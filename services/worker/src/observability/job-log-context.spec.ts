import { Writable } from 'node:stream';
import pino from 'pino';
import { jobLogMixin, runWithJobLogFields } from './job-log-context';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { logger: pino({ mixin: jobLogMixin }, stream), lines };
}

describe(runWithJobLogFields.name, () => {
  it('stamps every log line written during the job (and what it awaits) with the job and the gateway request id', async () => {
    const { logger, lines } = capture();
    const job = { id: 'job-1', name: 'produce-article', queueName: 'articles', data: { productionId: 3, requestId: 'req-abc' } };

    await runWithJobLogFields(job, async () => {
      logger.info('started');
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.child({ context: 'Writer' }).warn('slow provider');
    });
    logger.info('outside');

    expect(lines[0]).toMatchObject({ msg: 'started', jobId: 'job-1', jobName: 'produce-article', queue: 'articles', reqId: 'req-abc' });
    expect(lines[1]).toMatchObject({ msg: 'slow provider', reqId: 'req-abc', context: 'Writer' });
    expect(lines[2]).not.toHaveProperty('reqId');
    expect(lines[2]).not.toHaveProperty('jobId');
  });

  it('keeps concurrent jobs apart', async () => {
    const { logger, lines } = capture();
    const run = (id: string) =>
      runWithJobLogFields({ id, name: 'generate-ideas', queueName: 'ideas', data: { requestId: `req-${id}` } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, id === 'a' ? 10 : 1));
        logger.info(id);
      });

    await Promise.all([run('a'), run('b')]);

    expect(lines.map((line) => [line.msg, line.reqId])).toEqual(
      expect.arrayContaining([
        ['a', 'req-a'],
        ['b', 'req-b'],
      ]),
    );
  });

  it('leaves reqId out when the job was not started by a request', async () => {
    const { logger, lines } = capture();
    await runWithJobLogFields({ id: '7', name: 'generate-ideas', queueName: 'ideas', data: {} }, async () => logger.info('x'));
    expect(lines[0]).toMatchObject({ jobId: '7' });
    expect(lines[0]).not.toHaveProperty('reqId');
  });
});
