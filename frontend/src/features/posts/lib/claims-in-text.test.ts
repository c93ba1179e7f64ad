import { sourceRangeOf } from './claims-in-text';

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
