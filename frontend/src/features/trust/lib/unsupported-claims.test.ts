import type { PostChecks } from '@/lib/studio/api/get-checks';
import { unsupportedSentences } from './unsupported-claims';

const claim = (sentence: string, supported: boolean) => ({ id: sentence, level: supported ? 'pass' : 'blocker', message: '', claim: { sentence, supported, section: null } }) as PostChecks['items'][number];

describe(unsupportedSentences.name, () => {
  it('keeps the unsupported claims only, each once, in order', () => {
    const checks = { score: 40, items: [claim('We have 900M views.', false), claim('We have 55.8M+ views.', true), claim('We won 40 awards.', false), claim('We have 900M views.', false)] } as PostChecks;

    expect(unsupportedSentences(checks)).toEqual(['We have 900M views.', 'We won 40 awards.']);
    expect(unsupportedSentences(undefined)).toEqual([]);
  });
});
