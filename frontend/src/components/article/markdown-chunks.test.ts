import { markdownChunks } from './markdown-chunks';

describe(markdownChunks.name, () => {
  it('cuts at each first-column ## line, and the pieces join back to the text', () => {
    const text = 'Intro.\n\n## One\n\n- a\n- b\n## Two\n\n> quote\n\n## Three ##\nEnd.';
    const chunks = markdownChunks(text);
    expect(chunks).toEqual(['Intro.\n\n', '## One\n\n- a\n- b\n', '## Two\n\n> quote\n\n', '## Three ##\nEnd.']);
    expect(chunks.join('')).toBe(text);
  });

  it('never cuts inside a code fence or at an indented ## line', () => {
    const text = '## One\n\n```\n## not a heading\n```\n\n- item\n  ## inside the item\n\n## Two\n';
    expect(markdownChunks(text)).toEqual(['## One\n\n```\n## not a heading\n```\n\n- item\n  ## inside the item\n\n', '## Two\n']);
  });

  it('keeps a text whole when definitions reach across it', () => {
    const footnote = 'Claim.[^1]\n\n## Sources\n\n[^1]: The note.';
    const reference = 'See [the guide][g].\n\n## More\n\n[g]: /blog/guide';
    expect(markdownChunks(footnote)).toEqual([footnote]);
    expect(markdownChunks(reference)).toEqual([reference]);
    expect(markdownChunks('')).toEqual(['']);
  });
});
