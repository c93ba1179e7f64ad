import { demoteSectionHeadings, findSection, joinSections, replaceSectionBody, sectionHeadingOf, sectionHeadings, splitSections, takeSections } from './markdown-sections';

const ARTICLE = [
  'Intro line one.',
  '',
  'Intro line two.',
  '',
  '## First part',
  '',
  'Body of the first part.',
  '',
  '```bash',
  '## not a heading: inside a fence',
  '```',
  '',
  '### A subsection stays inside',
  '',
  '## Second part ##',
  '',
  '- a list',
  '- of things',
  '',
  '~~~~',
  '## still code',
  '~~~',
  '## still code, the fence needs four tildes',
  '~~~~',
  '',
  '## Last part',
  '',
  'The end.',
  '',
].join('\n');

describe('markdown sections', () => {
  it('split at ## lines outside fenced code, and join back byte for byte', () => {
    const sut = splitSections(ARTICLE);

    expect(sut.preamble).toBe('Intro line one.\n\nIntro line two.\n\n');
    expect(sut.sections.map((section) => section.heading)).toEqual(['First part', 'Second part', 'Last part']);
    expect(sut.sections[0].text).toContain('## not a heading: inside a fence\n```\n\n### A subsection stays inside\n\n');
    expect(joinSections(sut)).toBe(ARTICLE);
  });

  it('keep CRLF line endings, a missing final newline and odd heading forms', () => {
    const text = 'Intro\r\n##   Spaced   \r\nBody\r\n   ## Indented\r\n##\r\nempty heading\r\n#### deeper\r\n##NoSpace\r\n## End';

    const sut = splitSections(text);

    expect(sut.sections.map((section) => section.heading)).toEqual(['Spaced', 'Indented', '', 'End']);
    expect(joinSections(sut)).toBe(text);
    expect(sectionHeadings('    ## indented code, not a heading\n')).toEqual([]);
    expect(sectionHeadings('```\n## unclosed fence runs to the end')).toEqual([]);
  });

  it('find a section by its exact heading text', () => {
    expect(findSection(ARTICLE, 'Second part')?.text.startsWith('## Second part ##\n')).toBe(true);
    expect(findSection(ARTICLE, 'second part')).toBeUndefined();
  });

  describe(replaceSectionBody.name, () => {
    it('replaces one body and leaves every other byte as it was', () => {
      const sut = replaceSectionBody(ARTICLE, 'Second part', '\nNew body.\n\n## Would be a new section\n\nMore.\n');

      const before = splitSections(ARTICLE);
      const after = splitSections(sut);
      expect(after.preamble).toBe(before.preamble);
      expect(after.sections.map((section) => section.heading)).toEqual(['First part', 'Second part', 'Last part']);
      expect(after.sections[0].text).toBe(before.sections[0].text);
      expect(after.sections[2].text).toBe(before.sections[2].text);
      expect(after.sections[1].text).toBe('## Second part ##\n\nNew body.\n\n### Would be a new section\n\nMore.\n\n');
    });

    it('keeps the last section\'s ending and handles an empty body', () => {
      expect(replaceSectionBody('## A\n\nold', 'A', 'new')).toBe('## A\n\nnew\n');
      expect(replaceSectionBody('## A\n## B\n\nb\n', 'A', 'new')).toBe('## A\n\nnew\n\n## B\n\nb\n');
      expect(replaceSectionBody('Intro\n\n## A\n\nold\n', 'A', '')).toBe('Intro\n\n## A\n');
    });

    it('throws for an unknown heading', () => {
      expect(() => replaceSectionBody(ARTICLE, 'Nope', 'x')).toThrow('Section not found: Nope');
    });
  });

  describe(takeSections.name, () => {
    const current = 'Hand intro.\n\n## Keep\n\nKept by hand.\n\n## Swap\n\nOld swap.\n\n## Only here\n\nStays.\n';
    const proposed = 'AI intro.\n\n## Keep\n\nAI keep.\n\n## Swap\n\nNew swap.\n\n## Added\n\nAI added.\n';

    it('takes the chosen sections in place and appends one the current text lacks', () => {
      const sut = takeSections(current, proposed, ['Swap', 'Added']);

      expect(sut).toBe('Hand intro.\n\n## Keep\n\nKept by hand.\n\n## Swap\n\nNew swap.\n\n## Only here\n\nStays.\n\n## Added\n\nAI added.\n');
    });

    it('keeps the current text a prefix when appending, whatever its ending', () => {
      expect(takeSections('No sections', proposed, ['Added'])).toBe('No sections\n\n## Added\n\nAI added.\n');
      expect(takeSections('', proposed, ['Added'])).toBe('## Added\n\nAI added.\n');
      expect(takeSections('## Last\n\nno newline', proposed, ['Swap'])).toBe('## Last\n\nno newline\n\n## Swap\n\nNew swap.\n');
    });

    it('gives a taken last section the ending the current one had', () => {
      expect(takeSections('## Swap\n\nold', '## Swap\n\nnew\n\n## Next\n\nx\n', ['Swap'])).toBe('## Swap\n\nnew\n');
    });

    it('throws for a heading the proposal lacks', () => {
      expect(() => takeSections(current, proposed, ['Only here'])).toThrow('Section not found: Only here');
    });
  });

  it('demotes ## lines of a rewritten body, not ### or fenced ones', () => {
    expect(demoteSectionHeadings('a\n## b\n### c\n```\n## d\n```\n')).toBe('a\n### b\n### c\n```\n## d\n```\n');
  });
});

/**
 * The contract of a `##` section, for the browser, the gateway and the worker alike (they all call this
 * scanner): which text starts a section, and what its heading is. CommonMark's ATX rules, level 2 only.
 */
describe('the ## section contract', () => {
  it.each([
    // A heading, and its text.
    ['a plain heading', '## Pacing', ['Pacing']],
    ['a closing sequence of #s', '## Pacing ##', ['Pacing']],
    ['a longer closing sequence and trailing spaces', '## Pacing ####   ', ['Pacing']],
    ['#s that close nothing (no space before them)', '## C#', ['C#']],
    ['#s inside the text', '## Part #2 of 3', ['Part #2 of 3']],
    ['an escaped closing #, left as written', '## Ten \\#', ['Ten \\#']],
    ['spaces and a tab around the text', '##\t  Spaced out  ', ['Spaced out']],
    ['only #s: the empty heading', '##\n## ##', ['', '']],
    ['inline markdown, left as written', '## **Bold** `code`', ['**Bold** `code`']],
    // Indentation: up to 3 spaces is a heading, 4 spaces or a tab is indented code.
    ['one to three spaces of indentation', ' ## One\n  ## Two\n   ## Three', ['One', 'Two', 'Three']],
    ['four spaces of indentation', '    ## Code', []],
    ['a tab of indentation', '\t## Code', []],
    // Not level 2.
    ['other levels', '# One\n### Three\n###### Six', []],
    ['no space after the #s', '##Pacing', []],
    ['a quoted heading', '> ## Quoted', []],
    // Setext headings are rendered as h2 but start no section (see the module's comment).
    ['a setext heading', 'Pacing\n---\n\nTiming\n======', []],
    // Fenced code.
    ['a ## line in a backtick fence', '```\n## Code\n```\n## After', ['After']],
    ['a ## line in a tilde fence', '~~~ md\n## Code\n~~~\n## After', ['After']],
    ['a fence closed only by the same character, at least as long', '~~~~\n```\n## Code\n~~~\n## Code\n~~~~\n## After', ['After']],
    ['a fence indented up to 3 spaces', '   ```\n## Code\n   ```\n## After', ['After']],
    ['four spaces before the backticks: no fence', '    ```\n## Heading', ['Heading']],
    ['backticks in a backtick fence\'s info: no fence', '``` a`b\n## Heading', ['Heading']],
    ['an unclosed fence, running to the end', '## Before\n```\n## Code', ['Before']],
    // Line endings and duplicates.
    ['CRLF line endings', 'Intro\r\n## One\r\ntext\r\n## Two ##\r\n', ['One', 'Two']],
    ['duplicate headings, kept in order', '## Tips\na\n## Gear\nb\n## Tips\nc', ['Tips', 'Gear', 'Tips']],
  ])('%s', (_case, markdown, headings) => {
    expect(sectionHeadings(markdown)).toEqual(headings);
    // Whatever the sections are, they hold every byte.
    expect(joinSections(splitSections(markdown))).toBe(markdown);
  });

  it('names the first of duplicate sections by their heading, the same one for every caller', () => {
    const text = '## Tips\nfirst\n## Tips\nsecond\n';
    expect(findSection(text, 'Tips')?.text).toBe('## Tips\nfirst\n');
    expect(replaceSectionBody(text, 'Tips', 'new')).toBe('## Tips\n\nnew\n## Tips\nsecond\n');
    expect(takeSections('## Tips\nold\n', '## Tips\nnewer\n## Tips\nnewest\n', ['Tips'])).toBe('## Tips\nnewer\n');
  });

  it('reads one line as the scanner does, line ending or not', () => {
    expect(sectionHeadingOf('   ## Pacing ##\r\n')).toBe('Pacing');
    expect(sectionHeadingOf('### Pacing')).toBeNull();
  });
});
