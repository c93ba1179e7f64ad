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
    const error = new Error('401: {"statusCode":401,"message":"Invalid username or password"}');
    expect(serverMessage(error)).toBe('Invalid username or password');
    expect(errorStatus(error)).toBe(401);
  });

  it('joins validation message arrays', () => {
    expect(serverMessage(new Error('400: {"statusCode":400,"message":["a","b"]}'))).toBe('a. b');
  });

  it('is null without a JSON message, so the caller shows its fallback', () => {
    expect(serverMessage(new Error('500: Internal Server Error'))).toBeNull();
    expect(serverMessage(new Error('network down'))).toBeNull();
    expect(errorStatus(new Error('network down'))).toBeNull();
  });
});
