import type { PostChecks } from '../types';
import { sourceRangeOf, unsupportedSentences } from './claims-in-text';

const claim = (sentence: string, supported: boolean) => ({ id: sentence, level: supported ? 'pass' : 'blocker', message: '', claim: { sentence, supported, section: null } }) as PostChecks['items'][number];

describe(unsupportedSentences.name, () => {
  it('keeps the unsupported claims only, each once, in order', () => {
    const checks = { score: 40, items: [claim('We have 900M views.', false), claim('We have 55.8M+ views.', true), claim('We won 40 awards.', false), claim('We have 900M views.', false)] } as PostChecks;

    expect(unsupportedSentences(checks)).toEqual(['We have 900M views.', 'We won 40 awards.']);
    expect(unsupportedSentences(undefined)).toEqual([]);
  });
});

describe(sourceRangeOf.name, () => {
  it('finds a sentence written as it reads', () => {
    const markdown = 'Intro.\n\nLast year we generated 900M views. Then more.';

    const sut = sourceRangeOf('Last year we generated 900M views.', markdown);

    expect(sut && markdown.slice(...sut)).toBe('Last year we generated 900M views.');
  });

  it('finds a sentence whose source carries bold, links, code and a line break', () => {
    const markdown = 'Intro.\n\nLast year **we generated** [900M views](https://example.com/a) for\n`clients`. Then more.';

    const sut = sourceRangeOf('Last year we generated 900M views for clients.', markdown);

    expect(sut && markdown.slice(...sut)).toBe('Last year **we generated** [900M views](https://example.com/a) for\n`clients`.');
  });

  it('answers null when the text changed since the check', () => {
    expect(sourceRangeOf('We generated 900M views.', 'We generated 800M views.')).toBeNull();
    expect(sourceRangeOf('   ', 'anything')).toBeNull();
  });
});
