import { demoteSectionHeadings, findSection, joinSections, replaceSectionBody, sectionHeadings, splitSections, takeSections } from './markdown-sections';

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
