import { hashString } from '@app/contract';
import { readIdeaSeed, readIdeaSettings, roundSeed } from './generate-ideas.handler';

const JOB_ID = '3f1c2a9e-7b4d-4e8a-9c61-0d2f5b7a8e10';
const SETTINGS = { topic: ' Shorts ', keywords: ['hooks', 3], targetLength: 'short', tone: 'casual', industry: 'Audience Building' };

describe(readIdeaSeed.name, () => {
  it('uses the seed the gateway stored', () => {
    expect(readIdeaSeed({ ...SETTINGS, seed: 12345 }, JOB_ID)).toBe(12345);
    expect(readIdeaSeed({ ...SETTINGS, seed: 2 ** 32 - 1 }, JOB_ID)).toBe(2 ** 32 - 1);
  });

  it.each([undefined, -1, 1.5, '7', null])('derives a stable seed from the job id when the stored one is %p', (seed) => {
    expect(readIdeaSeed({ ...SETTINGS, seed }, JOB_ID)).toBe(hashString(JOB_ID));
  });
});

describe(roundSeed.name, () => {
  it('keeps the job seed for the first round and gives every later round its own', () => {
    expect(roundSeed(99, 0)).toBe(99);
    const seeds = [0, 1, 2, 3].map((round) => roundSeed(99, round));
    expect(new Set(seeds).size).toBe(4);
    expect(roundSeed(99, 1)).not.toBe(roundSeed(100, 0));
  });
});

describe(readIdeaSettings.name, () => {
  it('reads the five settings and nothing else (the seed is read on its own)', () => {
    expect(readIdeaSettings({ ...SETTINGS, seed: 5 })).toEqual({ topic: 'Shorts', keywords: ['hooks'], targetLength: 'short', tone: 'casual', industry: 'Audience Building' });
  });
});
