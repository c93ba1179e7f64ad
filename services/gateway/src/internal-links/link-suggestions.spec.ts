import { AGENCY_LINK_PAGES, postLinkTargets } from './link-targets';
import { suggestLinks } from './link-suggestions';
import { markdownPlaces } from './markdown-places';

const POSTS = postLinkTargets([
  { title: 'Colour Grading Wedding Films', slug: 'colour-grading-wedding-films', keywords: ['skin tones', 'video editing'] },
  { title: 'Hooks That Hold Viewers', slug: 'hooks-that-hold-viewers', keywords: ['retention editing', 'video editing'] },
]);

describe(suggestLinks.name, () => {
  it('proposes each target once, at the anchor text found in the article, in reading order', () => {
    const content = '## Intro\n\nGood retention editing starts early. Skin tones matter too, and so do skin tones again.\n';

    const suggestions = suggestLinks(content, POSTS);

    expect(suggestions).toEqual([
      expect.objectContaining({ target: { kind: 'post', path: '/blog/hooks-that-hold-viewers', title: 'Hooks That Hold Viewers' }, anchorText: 'retention editing' }),
      expect.objectContaining({ target: { kind: 'post', path: '/blog/colour-grading-wedding-films', title: 'Colour Grading Wedding Films' }, anchorText: 'Skin tones' }),
    ]);
    for (const suggestion of suggestions) expect(content.slice(suggestion.position, suggestion.position + suggestion.anchorText.length)).toBe(suggestion.anchorText);
    expect(suggestions[1].excerpt).toContain('Skin tones matter too');
  });

  it('skips headings, existing links, images and code, and takes the next plain occurrence', () => {
    const content = [
      '## Skin tones',
      '',
      'See [skin tones](https://example.com) and ![skin tones](/media/a.png) and `skin tones`.',
      '',
      '```',
      'skin tones',
      '```',
      '',
      'Plain skin tones here.',
    ].join('\n');

    const [suggestion] = suggestLinks(content, POSTS);

    expect(suggestion.position).toBe(content.lastIndexOf('skin tones'));
  });

  it('leaves out targets the article already links to (relative or absolute), and shared keywords', () => {
    const content = 'Read [this](https://hyperframe.example/blog/colour-grading-wedding-films/) on skin tones. Video editing is a craft; retention editing too.\n\n[x]: /blog/hooks-that-hold-viewers';

    expect(suggestLinks(content, POSTS)).toEqual([]);
  });

  it('links agency pages by their most specific phrase, never twice to one page', () => {
    const content = 'Our services cover YouTube editing, and the Hyperframe Academy teaches coaching for video editors. About us: television editors.';

    const suggestions = suggestLinks(content, AGENCY_LINK_PAGES);

    expect(suggestions.map((item) => [item.target.path, item.anchorText])).toEqual([
      ['/services', 'Our services'],
      ['/career', 'Hyperframe Academy'],
      ['/about', 'television editors'],
    ]);
  });

  it('matches whole words only, in any case, across a line break', () => {
    expect(suggestLinks('Unretention editingx is no match.', POSTS)).toEqual([]);
    const [suggestion] = suggestLinks('Better RETENTION\nEDITING wins.', POSTS);
    expect(suggestion.anchorText).toBe('RETENTION\nEDITING');
  });

  it('stops at the limit', () => {
    expect(suggestLinks('skin tones and retention editing', POSTS, 1)).toHaveLength(1);
  });
});

describe(markdownPlaces.name, () => {
  it('lists the hrefs and places of links inside lists, quotes and tables', () => {
    const content = '- item with [a](/blog/a)\n\n> quote with [b](/about)\n\n| h |\n|---|\n| [c](/services) |\n';

    const places = markdownPlaces(content);

    expect(places.hrefs).toEqual(['/blog/a', '/about', '/services']);
    expect(places.blocked.map(([from, to]) => content.slice(from, to))).toEqual(['[a](/blog/a)', '[b](/about)', '[c](/services)']);
  });
});
