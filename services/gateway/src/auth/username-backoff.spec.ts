import { backoffSeconds } from './username-backoff';

describe(backoffSeconds.name, () => {
  it('doubles from the base delay after each gated attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffSeconds(attempt, 1, 900))).toEqual([1, 2, 4, 8, 16]);
    expect([1, 2, 3].map((attempt) => backoffSeconds(attempt, 30, 900))).toEqual([30, 60, 120]);
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(backoffSeconds(10, 1, 900)).toBe(512);
    expect(backoffSeconds(11, 1, 900)).toBe(900);
    expect(backoffSeconds(10_000, 1, 900)).toBe(900);
  });
});
