import { describeQueryParameter, withoutQueryValues } from './query-error';

describe(withoutQueryValues.name, () => {
  it('keeps the query and the fault, describes the parameters and drops the detail that quotes the row', () => {
    const article = 'private words '.repeat(40_000);
    const sut = withoutQueryValues({
      type: 'QueryFailedError',
      message: 'null value in column "title" violates not-null constraint',
      stack: 'QueryFailedError: null value in column "title" violates not-null constraint\n    at query',
      query: 'INSERT INTO "blog_posts"("title", "content") VALUES ($1, $2)',
      parameters: [null, article, 5, Buffer.from('ab'), ['a'], { a: 1 }, new Date(0), true],
      code: '23502',
      column: 'title',
      detail: `Failing row contains (1, null, ${article}).`,
      driverError: { type: 'DatabaseError', code: '23502', severity: 'ERROR', detail: `Failing row contains (${article}).` },
    });

    expect(sut).toEqual({
      type: 'QueryFailedError',
      message: 'null value in column "title" violates not-null constraint',
      stack: 'QueryFailedError: null value in column "title" violates not-null constraint\n    at query',
      query: 'INSERT INTO "blog_posts"("title", "content") VALUES ($1, $2)',
      parameters: ['null', `string(${article.length})`, 'number', 'buffer(2)', 'array(1)', 'object', 'date', 'boolean'],
      code: '23502',
      column: 'title',
      driverError: { type: 'DatabaseError', code: '23502', severity: 'ERROR' },
    });
  });

  it('cuts a database message that quotes a huge value, in the stack too', () => {
    const message = `invalid input syntax for type json: "${'x'.repeat(100_000)}"`;
    const sut = withoutQueryValues({ type: 'QueryFailedError', query: 'SELECT $1::jsonb', parameters: ['x'], message, stack: `QueryFailedError: ${message}\n    at query` });

    expect(String(sut.message).length).toBeLessThan(600);
    expect(String(sut.stack).length).toBeLessThan(700);
    expect(String(sut.stack)).toMatch(/\n {4}at query$/);
  });

  it('leaves other errors and values alone', () => {
    const error = { type: 'Error', message: 'boom', stack: 'Error: boom', detail: 'kept' };

    expect(withoutQueryValues(error)).toBe(error);
    expect(withoutQueryValues('text')).toBe('text');
    expect(withoutQueryValues(null)).toBeNull();
    expect(describeQueryParameter(undefined)).toBe('undefined');
  });
});
