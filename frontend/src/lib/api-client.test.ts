import { ApiError, apiRequest, getQueryFn } from './api-client';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const context = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('api client', () => {
  it('joins the query key with slashes and includes cookies', async () => {
    const fetchMock = respond(200, '{"a":1}');
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/blog/posts', 'my-post']))).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/posts/my-post', { credentials: 'include' });
  });

  it('raises "{status}: {body}" for a non-OK answer', async () => {
    respond(404, '{"statusCode":404,"message":"Post not found"}', 'Not Found');
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/x']))).rejects.toThrow('404: {"statusCode":404,"message":"Post not found"}');
  });

  it('raises an ApiError carrying the status and the parsed body', async () => {
    respond(409, '{"statusCode":409,"message":"The post changed"}', 'Conflict');
    const error = await apiRequest('PUT', '/api/x', {}).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { statusCode: 409, message: 'The post changed' }, serverMessage: 'The post changed' });
  });

  it('uses the status text when the body is empty', async () => {
    respond(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('yields null on 401 when configured to, and throws otherwise', async () => {
    respond(401, 'Unauthorized', 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/admin/status']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/admin/status']))).rejects.toThrow('401: Unauthorized');
  });

  it('sends JSON bodies with cookies', async () => {
    const fetchMock = respond(200, '{}');
    await apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Editor-Session': expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as unknown },
      body: '{"username":"a","password":"b"}',
      credentials: 'include',
    });
  });

  it("names this tab the same way in every write (X-Editor-Session), so a 409 can tell this tab's changes from another's", async () => {
    const fetchMock = respond(200, '{}');
    await apiRequest('PUT', '/api/admin/blog/posts/1', {});
    await apiRequest('DELETE', '/api/admin/blog/posts/1');
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => (init.headers as Record<string, string>)['X-Editor-Session']);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sent[1]).toBe(sent[0]);
  });
});
