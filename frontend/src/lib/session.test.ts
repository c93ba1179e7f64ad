import { ApiError } from './api-error';
import { errorStatus, formatTimeRemaining, serverMessage } from './session';

describe('time remaining (spec §2: hours and minutes from seconds)', () => {
  it.each([
    [0, '0h 0m'],
    [59, '0h 0m'],
    [60, '0h 1m'],
    [3599, '0h 59m'],
    [3600, '1h 0m'],
    [86399, '23h 59m'],
    [86400, '24h 0m'],
    [-5, '0h 0m'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatTimeRemaining(seconds)).toBe(text);
  });
});

describe('server messages from api-client errors', () => {
  it('reads the gateway message', () => {
    const error = new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Invalid username or password"}');
    expect(serverMessage(error)).toBe('Invalid username or password');
    expect(errorStatus(error)).toBe(401);
  });

  it('joins validation message arrays', () => {
    expect(serverMessage(new ApiError(400, 'Bad Request', '{"statusCode":400,"message":["a","b"]}'))).toBe('a. b');
  });

  it('is null without a JSON message, so the caller shows its fallback', () => {
    expect(serverMessage(new ApiError(500, 'Internal Server Error', ''))).toBeNull();
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>Bad Gateway</html>'))).toBeNull();
    expect(serverMessage(new Error('network down'))).toBeNull();
    expect(errorStatus(new Error('network down'))).toBeNull();
  });

  it('never reads a status out of a plain error message', () => {
    expect(errorStatus(new Error('409: {"statusCode":409,"message":"Stale"}'))).toBeNull();
    expect(serverMessage(new Error('409: {"statusCode":409,"message":"Stale"}'))).toBeNull();
  });
});
