import { insertLink, linksTo } from './internal-links';

const target = { kind: 'post' as const, path: '/blog/hooks', title: 'Hooks' };

describe(insertLink.name, () => {
  it('turns the anchor at its position into a markdown link, leaving every other character as it was', () => {
    const content = 'Hooks matter. Good hooks win.';
    expect(insertLink(content, { anchorText: 'hooks', position: 19, target })).toBe('Hooks matter. Good [hooks](/blog/hooks) win.');
  });

  it('takes the occurrence nearest to the position when the text moved since the suggestion', () => {
    const content = 'New intro. hooks first, and later hooks again.';
    expect(insertLink(content, { anchorText: 'hooks', position: 2, target })).toBe('New intro. [hooks](/blog/hooks) first, and later hooks again.');
  });

  it('answers null when the anchor is gone', () => {
    expect(insertLink('Nothing here.', { anchorText: 'hooks', position: 0, target })).toBeNull();
  });
});

describe(linksTo.name, () => {
  it('sees a markdown link to the path, with or without a trailing slash', () => {
    expect(linksTo('see [x](/blog/hooks)', '/blog/hooks')).toBe(true);
    expect(linksTo('see [x](/blog/hooks/)', '/blog/hooks')).toBe(true);
    expect(linksTo('see /blog/hooks', '/blog/hooks')).toBe(false);
  });
});
