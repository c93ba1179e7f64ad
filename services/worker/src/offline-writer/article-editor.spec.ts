import { writeArticle } from './article-writer';
import { editMarkdown } from './article-editor';

describe(editMarkdown.name, () => {
  it('leaves a well-formed article exactly as it is', () => {
    const article = writeArticle({ title: 'Hooks that hold', category: 'Video Editing', keywords: ['retention'] }).content;

    expect(editMarkdown(article)).toEqual({ content: article, changes: [] });
  });

  it('drops an H1, tidies blank lines and trailing spaces, and closes a cut-off sentence', () => {
    const sut = editMarkdown('# Title\n\nOpening line.   \n\n\n\n## Part\n\nThe text stops mid');

    expect(sut.content).toBe('Opening line.\n\n## Part\n\nThe text stops mid.');
    expect(sut.changes).toHaveLength(3);
  });

  it('does not punctuate a closing list or table', () => {
    expect(editMarkdown('Intro.\n\n- one\n- two').content).toBe('Intro.\n\n- one\n- two');
    expect(editMarkdown('Intro.\n\n| a | b |\n| - | - |\n| 1 | 2 |').changes).toEqual([]);
  });
});
