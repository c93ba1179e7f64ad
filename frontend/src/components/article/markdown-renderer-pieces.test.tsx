import { render } from '@testing-library/react';
import MarkdownRenderer from './markdown-renderer';

// Counts how often each piece of the text is drawn.
const drawn: string[] = [];
jest.mock('react-markdown', () => ({
  __esModule: true,
  default: ({ children }: { children: string }) => {
    drawn.push(children);
    return <p>{children}</p>;
  },
}));

const article = ['## One', 'The first part.', '## Two', 'The second part says 55 million views.', '## Three', 'The third part.'].join('\n\n');

describe('MarkdownRenderer in pieces (the studio live preview)', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('draws no piece again when a check answers the same marks in a new list', () => {
    const marks = () => [{ text: 'The second part says 55 million views.', title: 'No brand fact backs this', kind: 'claim' }];
    const { rerender } = render(<MarkdownRenderer content={article} highlights={marks()} incremental />);
    const first = drawn.length;
    expect(first).toBeGreaterThan(1);

    rerender(<MarkdownRenderer content={article} highlights={marks()} incremental />);
    expect(drawn.length).toBe(first);
  });

  it('draws the pieces again when the marks change, and only the changed piece when the text does', () => {
    const { rerender } = render(<MarkdownRenderer content={article} highlights={[]} incremental />);
    const first = drawn.length;

    rerender(<MarkdownRenderer content={article} highlights={[{ text: 'The first part.', title: 'Banned phrase', kind: 'banned' }]} incremental />);
    expect(drawn.length).toBe(2 * first);

    rerender(<MarkdownRenderer content={article.replace('The third part.', 'The third part, edited.')} highlights={[{ text: 'The first part.', title: 'Banned phrase', kind: 'banned' }]} incremental />);
    expect(drawn.length).toBe(2 * first + 1);
    expect(drawn[drawn.length - 1]).toContain('The third part, edited.');
  });
});
