import { pairSections, textBelowHeading, sectionChoices, selectableHeadings, sectionsWithIntro } from './section-pairs';

const ARTICLE = [
  'Intro line.',
  '',
  '## Lighting',
  'Use soft light.',
  '',
  '```bash',
  '## not a heading (inside code)',
  '```',
  '',
  '### Sub-heading stays inside',
  '## Sound  ',
  'Record room tone.',
  '',
].join('\n');

describe(sectionsWithIntro.name, () => {
  it('splits at ## lines only, skipping fenced code, and loses no byte', () => {
    const sections = sectionsWithIntro(ARTICLE);
    expect(sections.map((section) => section.heading)).toEqual([null, 'Lighting', 'Sound']);
    expect(sections.map((section) => section.text).join('')).toBe(ARTICLE);
    expect(sections[1].text).toContain('## not a heading (inside code)');
    expect(sections[1].text).toContain('### Sub-heading stays inside');
  });

  it('closes a fence only with the same character at least as long', () => {
    const text = ['~~~~', '```', '## still code', '~~~', '## still code too', '~~~~', '## Real'].join('\n');
    expect(sectionsWithIntro(text).map((section) => section.heading)).toEqual([null, 'Real']);
  });

  it('has no opening section when the text starts with a heading, and none at all when empty', () => {
    expect(sectionsWithIntro('## A\nx\n## B\ny').map((section) => section.heading)).toEqual(['A', 'B']);
    expect(sectionsWithIntro('')).toEqual([]);
  });

  it('reads headings from CRLF text without the carriage return', () => {
    expect(sectionChoices('Intro\r\n## One\r\ntext\r\n## Two\r\n')).toEqual(['One', 'Two']);
  });
});

describe(sectionChoices.name, () => {
  it('lists each heading once, in order', () => {
    expect(sectionChoices('## Tips\na\n## Gear\nb\n## Tips\nc')).toEqual(['Tips', 'Gear']);
  });

  it('offers the headings the API finds: closing #s dropped, up to 3 spaces of indentation (issue 26)', () => {
    // The studio once offered 'Pacing ##' here, which the API answered with 400 'Section not found'.
    expect(sectionChoices('Intro\n## Pacing ##\ntext\n   ## Indented\nmore\n    ## code\n')).toEqual(['Pacing', 'Indented']);
  });
});

describe(textBelowHeading.name, () => {
  it('drops the heading line of a headed section and keeps the opening text whole', () => {
    expect(textBelowHeading({ heading: 'A', text: '## A\nbody\n' })).toBe('body\n');
    expect(textBelowHeading({ heading: null, text: 'intro\n' })).toBe('intro\n');
  });
});

describe(pairSections.name, () => {
  it('pairs by heading and tells what happened to each section', () => {
    const before = 'Intro\n## Keep\nsame\n## Edit\nold words\n## Gone\nbye\n## Last\nend';
    const after = 'Intro\n## Keep\nsame\n## Edit\nnew words\n## Added\nhello\n## Last\nend\n';
    expect(pairSections(before, after).map((pair) => [pair.heading, pair.status])).toEqual([
      [null, 'unchanged'],
      ['Keep', 'unchanged'],
      ['Edit', 'changed'],
      ['Gone', 'removed'],
      ['Added', 'added'],
      // Only a trailing newline differs.
      ['Last', 'unchanged'],
    ]);
  });

  it('pairs repeated headings by occurrence', () => {
    const pairs = pairSections('## Tip\none\n## Tip\ntwo\n', '## Tip\none\n## Tip\nTWO\n');
    expect(pairs.map((pair) => pair.status)).toEqual(['unchanged', 'changed']);
    expect(new Set(pairs.map((pair) => pair.key)).size).toBe(2);
  });
});

describe(selectableHeadings.name, () => {
  it('lists changed and new sections that carry a heading, not removed or unchanged ones', () => {
    const pairs = pairSections('Intro\n## A\nx\n## B\ny\n## C\nz\n', 'Intro changed\n## A\nx\n## B\nY\n## D\nnew\n');
    expect(selectableHeadings(pairs)).toEqual(['B', 'D']);
  });
});
