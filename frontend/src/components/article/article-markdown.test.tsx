import { render, screen, within } from '@testing-library/react';
import { IMAGE_SLOT_SIZES } from '@app/site';
import { PrerenderedArticleProvider } from '@/lib/prerendered-article';
import { ArticleMarkdown } from './article-markdown';

async function renderMarkdown(content: string) {
  render(<ArticleMarkdown content={content} />);
  return screen.findByTestId('article-body');
}

describe(ArticleMarkdown.name, () => {
  it('shows the skeleton while the renderer loads, then the markdown', async () => {
    render(<ArticleMarkdown content="# Title" />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("gives a stored image of known size the same srcset, sizes, width and height as the server's renderer", async () => {
    const hash = 'c'.repeat(64);
    const stored = `/media/${hash}.jpg`;
    render(<ArticleMarkdown content={`![Suite](${stored}) ![Outside](https://images.example.com/a.jpg)`} imageSizes={{ [stored]: { width: 1300, height: 700 } }} />);

    const suite = await screen.findByAltText('Suite');
    expect(suite).toHaveAttribute('srcset', `/media/${hash}-480w.jpg 480w, /media/${hash}-800w.jpg 800w, /media/${hash}-1200w.jpg 1200w, ${stored} 1300w`);
    expect(suite).toHaveAttribute('sizes', IMAGE_SLOT_SIZES.articleContent);
    expect(suite).toHaveAttribute('width', '1300');
    expect(suite).toHaveAttribute('height', '700');
    expect(suite).toHaveAttribute('loading', 'lazy');
    const outside = screen.getByAltText('Outside');
    expect(outside).not.toHaveAttribute('srcset');
    expect(outside).not.toHaveAttribute('width');
  });

  it('renders GFM: autolinks, strikethrough, tables, task lists and footnotes', async () => {
    const body = await renderMarkdown(
      [
        'Visit www.example.com and ~~old~~ news.[^1]',
        '',
        '| Plan | Price |',
        '|---|---|',
        '| Scale | $9 |',
        '',
        '- [x] done',
        '- [ ] todo',
        '',
        '[^1]: The note.',
      ].join('\n'),
    );
    expect(within(body).getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'http://www.example.com');
    expect(body.querySelector('del')).toHaveTextContent('old');
    expect(within(body).getByRole('table')).toBeInTheDocument();
    expect(within(body).getByRole('columnheader', { name: 'Plan' })).toBeInTheDocument();
    expect(within(body).getByRole('cell', { name: '$9' })).toBeInTheDocument();
    const [done, todo] = within(body).getAllByRole('checkbox');
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(done).toHaveAccessibleName('Done');
    expect(todo).not.toBeChecked();
    expect(todo).toHaveAccessibleName('Not done');
    expect(body.querySelector('section.footnotes')).toHaveTextContent('The note.');
    expect(body.querySelector('sup a[href^="#"]')).not.toBeNull();
  });

  it('keeps only http, https, irc, ircs, mailto, xmpp and relative links; outside links open in a new tab', async () => {
    const body = await renderMarkdown(
      [
        '[web](https://example.com) [mail](mailto:hi@example.com) [irc](irc://irc.example.com/room)',
        '[ircs](ircs://irc.example.com/room) [chat](xmpp:hi@example.com) [page](/about) [anchor](#top)',
        '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html,<b>x</b>) [vb](vbscript:msgbox(1))',
        '![pic](javascript:alert(1))',
      ].join('\n'),
    );
    const href = (name: string) => within(body).getByText(name).closest('a')?.getAttribute('href') ?? '';
    expect(href('web')).toBe('https://example.com');
    expect(within(body).getByText('web').closest('a')).toHaveAttribute('target', '_blank');
    expect(within(body).getByText('web').closest('a')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(href('mail')).toBe('mailto:hi@example.com');
    expect(href('irc')).toBe('irc://irc.example.com/room');
    expect(href('ircs')).toBe('ircs://irc.example.com/room');
    expect(href('chat')).toBe('xmpp:hi@example.com');
    expect(href('page')).toBe('/about');
    expect(within(body).getByText('page').closest('a')).not.toHaveAttribute('target');
    expect(href('anchor')).toBe('#top');
    for (const name of ['js', 'JS', 'data', 'vb']) expect(href(name)).toBe('');
    expect(body.querySelector('a[href*=":alert" i], a[href^="data:" i], img[src^="javascript" i]')).toBeNull();
  });

  it('never renders raw HTML: scripts, event attributes and inline javascript: links stay text', async () => {
    const body = await renderMarkdown(
      [
        '<script>window.__pwned = true</script>',
        '',
        '<img src=x onerror="window.__pwned = true">',
        '',
        'Inline <a href="javascript:alert(1)" onclick="alert(1)">click</a> and <b onmouseover="alert(1)">bold</b>.',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(body.querySelector('script, img, iframe, b, a')).toBeNull();
    expect(body.querySelector('[onerror], [onclick], [onmouseover]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(body).toHaveTextContent('<script>window.__pwned = true</script>');
    expect(body).toHaveTextContent('<img src=x onerror="window.__pwned = true">');
    expect(body).toHaveTextContent('Inline <a href="javascript:alert(1)" onclick="alert(1)">click</a>');
  });

  // Issue 25: markdown nested past what react-markdown's stack holds (stored before the limit) shows as its text.
  it.each([
    ['quotes and lists 1,000 levels deep', `${'> - '.repeat(1000)}Deep text`],
    ['an emphasis run 10,000 marks long', `Deep text\n\n${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`],
  ])('shows content holding %s as its text instead of failing the page', async (_name, content) => {
    const body = await renderMarkdown(content);
    expect(body).toHaveTextContent('Deep text');
    expect(body.querySelector('blockquote, li, strong, em')).toBeNull();
  });

  it('reuses the server-rendered HTML of the same article version without loading the renderer', () => {
    const prerendered = { slug: 'post', updatedAt: '2025-03-06T10:00:00.000Z', html: '<h2>From the server</h2>' };
    render(
      <PrerenderedArticleProvider value={prerendered}>
        <ArticleMarkdown content="## From the client" slug="post" updatedAt="2025-03-06T10:00:00.000Z" />
      </PrerenderedArticleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'From the server' })).toBeInTheDocument();
    expect(screen.getByTestId('article-body')).toHaveAttribute('data-prerendered-slug', 'post');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  describe('highlights (the studio marks unsupported claims)', () => {
    it('marks a sentence where it stands, also across bold and a link, and nothing else', async () => {
      const content = 'Retention matters.\n\n## Results\n\nLast year **we generated** [900M views](/blog/x) for clients. Cut every pause.\n\n> We won 40 awards.';
      render(<ArticleMarkdown content={content} highlights={['Last year we generated 900M views for clients.', 'We won 40 awards.']} />);
      const body = await screen.findByTestId('article-body');

      const marks = within(body).getAllByTestId('claim-in-text');
      expect(marks.map((mark) => mark.textContent).join('|')).toBe('Last year |we generated| |900M views| for clients.|We won 40 awards.');
      expect(within(body).getByRole('link', { name: '900M views' })).toHaveAttribute('href', '/blog/x');
      expect(body.querySelector('strong')).toHaveTextContent('we generated');
      expect(body).toHaveTextContent('Retention matters. Results Last year we generated 900M views for clients. Cut every pause. We won 40 awards.');
    });

    it('marks nothing without highlights, and nothing when the sentence is not in the text', async () => {
      const { unmount } = render(<ArticleMarkdown content="We have 900M views." />);
      expect(await screen.findByText('We have 900M views.')).toBeInTheDocument();
      expect(screen.queryByTestId('claim-in-text')).toBeNull();
      unmount();

      render(<ArticleMarkdown content="We have 800M views." highlights={['We have 900M views.']} />);
      expect(await screen.findByText('We have 800M views.')).toBeInTheDocument();
      expect(screen.queryByTestId('claim-in-text')).toBeNull();
    });
  });
});
