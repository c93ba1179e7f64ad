import { MARKDOWN_MAX_NESTING, markdownFallbackParagraphs, markdownNesting, markdownNestingProblem } from './markdown-limits';

const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${' '.repeat(level * 2)}- item ${level}`).join('\n');
const lines = (...text: string[]) => text.join('\n');

describe(markdownNesting.name, () => {
  it.each<[string, string, number]>([
    ['plain text', 'Just a paragraph.\n\nAnd another.', 0],
    ['one quote', '> quoted', 1],
    ['quotes on one line, spaced or not', '> > >quoted\n\n>>> again', 3],
    ['a list and its siblings', '- a\n- b\n- c', 1],
    ['a staircase of items', nestedList(3), 3],
    ['an ordered item nests from its content column', '1. a\n   1. b', 2],
    ['an item indented short of the content column is a sibling', '1. a\n  - b', 1],
    ['list markers on one line', '- - - x', 3],
    ['a thematic break is no list', '* * *\n\n- - -', 0],
    ['quotes and items inside each other', lines('> - a', '>   > - b', '>   >   > - c'), 6],
    ['a lazy line keeps its item open', lines('- a', 'lazy', '  - b'), 2],
    ['a line after a blank, not indented, ends the items', lines('- a', '', 'b', '  - c'), 1],
    ['a heading ends the items', lines('- a', '# H', '  - b'), 1],
    ['fenced code is text', lines('```', '> > > > > x', '- - - - - x', '```'), 0],
    ['a quote ending ends its fence', lines('> ```', '- - - x'), 3],
    ['a list item ending ends its fence', lines('- x', '  ```', '- - - y'), 3],
    ['a fence with a backtick in its info is no fence', lines('```a`', '- - - x'), 3],
    ['indented code is text', lines('Para.', '', '    - - - - x', '    > > > > y'), 0],
    ['a line under an outer item after a deeper one has ended', lines('- a', '  - b', '     - c', '', '    - - - x'), 5],
    ['2,000 nested quotes', `${'>'.repeat(2000)} deep`, 2000],
    ['a list 500 levels deep', nestedList(500), 500],
    ['quote-list pairs on one line', `${'> - '.repeat(1000)}x`, 2000],
    ['empty quotes 100,000 deep', '>'.repeat(100_000), 100_000],
    ['list markers 100,000 deep', `${'- '.repeat(100_000)}x`, 100_000],
  ])('counts the block nesting of %s', (_name, source, blocks) => {
    expect(markdownNesting(source).blocks).toBe(blocks);
  });

  it.each<[string, string, number]>([
    ['bold italics', '***bold italic*** then **bold** and *italic*', 3],
    ['runs that open and close in turn', '**a** and **b**, __c__ and _d_', 2],
    ['alternating marks inside each other', '*a _b *c _d x_ y* z_ w*', 4],
    ['strikethrough in bold', '**~~gone~~**', 4],
    ['an image in a link', '[![alt](a.png)](/b)', 2],
    ['marks that flank nothing', '2 * 3 * 4 = 24 and a ** b', 0],
    ['underscores inside words', 'snake_case_name and more_of_them', 0],
    ['escaped marks', '\\*\\*\\* \\[\\[\\[', 0],
    ['code spans', '`**/*.ts` and `**/*.js` and ``[[[`` and `***`', 0],
    ['fenced code', lines('```python', ...Array.from({ length: 30 }, () => 'f(*args, **kwargs)'), '```'), 0],
    ['a long table of bold cells and links', lines('| **a** | b |', '|---|---|', ...Array.from({ length: 500 }, () => '| **x** | [y](/z) |')), 2],
    ['an emphasis run 10,000 marks long', `${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`, 10_000],
    ['nesting across the lines of a paragraph', lines('*a _b', '*c _d', '*e _f x_ y* z_ w* v_ u*'), 6],
    ['brackets left open', '['.repeat(50), 50],
  ])('counts the inline nesting of %s', (_name, source, inline) => {
    expect(markdownNesting(source).inline).toBe(inline);
  });
});

describe(markdownNestingProblem.name, () => {
  it('accepts what writers use, up to the limit', () => {
    expect(markdownNestingProblem(lines('> - a point', '>   > quoted inside', '', nestedList(6), '', '***bold** italic* and [a [nested] link](/about)'))).toBeNull();
    expect(markdownNestingProblem(nestedList(MARKDOWN_MAX_NESTING))).toBeNull();
  });

  it('names the field and the limit past it', () => {
    expect(markdownNestingProblem(nestedList(MARKDOWN_MAX_NESTING + 1))).toBe(
      `Content nests block quotes and lists ${MARKDOWN_MAX_NESTING + 1} levels deep, too deep to show: use at most ${MARKDOWN_MAX_NESTING} levels`,
    );
    expect(markdownNestingProblem(`${'*'.repeat(30)}x${'*'.repeat(30)}`, 'content')).toBe(
      `content nests emphasis marks and link brackets 30 levels deep, too deep to show: use at most ${MARKDOWN_MAX_NESTING} levels`,
    );
  });
});

describe(markdownFallbackParagraphs.name, () => {
  it('gives the paragraphs of the text, trimmed', () => {
    expect(markdownFallbackParagraphs('> a\n> b\n\n  c  \r\n \r\n\n\nd')).toEqual(['> a\n> b', 'c', 'd']);
  });
});
