import { ClientRateLimiter } from './client-rate-limiter';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(ClientRateLimiter.name, () => {
  it('lets a client make `limit` hits in its window and refuses the rest, whatever other clients do', () => {
    const sut = new ClientRateLimiter(3, 60_000, 100);

    const first = [1, 2, 3, 4, 5].map(() => sut.take('a'));
    const other = sut.take('b');

    expect(first).toEqual([true, true, true, false, false]);
    expect(other).toBe(true);
  });

  it('counts the window from the first hit: hits within it neither extend it nor outlive it', async () => {
    const sut = new ClientRateLimiter(2, 200, 100);
    sut.take('a');
    sut.take('a');
    await pause(120);
    sut.take('a');

    await pause(120);

    // 240 ms after the first hit: a fresh window, though the last hit was 120 ms ago.
    expect(sut.take('a')).toBe(true);
    expect(sut.take('a')).toBe(true);
    expect(sut.take('a')).toBe(false);
  });

  it('remembers at most `maxClients` clients, and a flooding client among ever-new ones stays refused', () => {
    const sut = new ClientRateLimiter(5, 60_000, 100);
    const flooder: boolean[] = [];

    for (let index = 0; index < 2_000; index += 1) {
      expect(sut.take(`client-${index}`)).toBe(true);
      if (index % 10 === 0) flooder.push(sut.take('flooder'));
    }

    expect(sut.size).toBe(100);
    expect(flooder.filter(Boolean)).toHaveLength(5);
  });
});
