import { render, screen } from '@testing-library/react';
import MarkdownRenderer from './markdown-renderer';

// A renderer that fails the way a stack overflow does, on markdown the depth rule lets through.
jest.mock('react-markdown', () => ({
  __esModule: true,
  default: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe(MarkdownRenderer.name, () => {
  it('shows the text of content the renderer fails on, instead of failing the page', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<MarkdownRenderer content={'First paragraph.\n\n> Second one.'} />);
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('> Second one.').tagName).toBe('P');
    logged.mockRestore();
  });
});
