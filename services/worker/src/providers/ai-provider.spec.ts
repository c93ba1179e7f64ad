import { classifyProviderError, PermanentProviderError, TransientProviderError } from './ai-provider';

describe(classifyProviderError.name, () => {
  it.each([408, 409, 429, 500, 502, 503, 529])('%s is transient', (status) => {
    expect(classifyProviderError(Object.assign(new Error('x'), { status }), 'openai')).toBeInstanceOf(TransientProviderError);
  });

  it.each([400, 401, 403, 404, 422])('%s is permanent', (status) => {
    expect(classifyProviderError(Object.assign(new Error('x'), { status }), 'anthropic')).toBeInstanceOf(PermanentProviderError);
  });

  it('a connection error or timeout (no status) is transient, and names the provider', () => {
    const sut = classifyProviderError(new Error('Request timed out.'), 'anthropic');

    expect(sut).toBeInstanceOf(TransientProviderError);
    expect(sut.message).toBe('anthropic: Request timed out.');
  });
});
