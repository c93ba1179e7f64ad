import { SITE, slugify } from '@app/site';
import { buildPost } from '../../../../test/factories';
import {
  categoryColor,
  categoryFromParam,
  filterPosts,
  formatPostDate,
  parseKeywords,
  pickTeaserPosts,
  postExcerpt,
} from './post-display';
import { ctaFor } from './article-cta-content';

describe('filterPosts', () => {
  const posts = [
    buildPost({ title: 'Cutting for Retention', excerpt: 'Hooks that hold', category: 'Video Editing' }),
    buildPost({ title: 'Paid ads', excerpt: 'Scale your RETENTION budget', category: 'Video Marketing' }),
    buildPost({ title: 'Growing an audience', excerpt: null, category: 'Audience Building' }),
  ];

  it('matches the search text case-insensitively in the title or the excerpt', () => {
    expect(filterPosts(posts, 'retention', 'all').map((post) => post.title)).toEqual(['Cutting for Retention', 'Paid ads']);
  });

  it('keeps only the exact category unless it is all', () => {
    expect(filterPosts(posts, '', 'Video Marketing').map((post) => post.title)).toEqual(['Paid ads']);
    expect(filterPosts(posts, '', 'video marketing')).toEqual([]);
    expect(filterPosts(posts, '', 'all')).toHaveLength(3);
  });

  it('combines search and category', () => {
    expect(filterPosts(posts, 'retention', 'Video Editing').map((post) => post.title)).toEqual(['Cutting for Retention']);
  });

  it('tolerates a post without excerpt', () => {
    expect(filterPosts(posts, 'audience', 'all')).toHaveLength(1);
  });
});

describe('postExcerpt', () => {
  it('uses the excerpt when there is one', () => {
    expect(postExcerpt({ excerpt: 'Short', content: 'x'.repeat(300) })).toBe('Short');
  });

  it('falls back to the first 100 characters of the content and an ellipsis', () => {
    const content = 'a'.repeat(100) + 'b'.repeat(50);
    expect(postExcerpt({ excerpt: '', content })).toBe(`${'a'.repeat(100)}...`);
    expect(postExcerpt({ excerpt: null, content: 'Tiny' })).toBe('Tiny...');
  });
});

describe('categoryFromParam', () => {
  it('preselects a known category and falls back to all', () => {
    expect(categoryFromParam('Video Editing')).toBe('Video Editing');
    expect(categoryFromParam('Unknown')).toBe('all');
    expect(categoryFromParam(null)).toBe('all');
  });
});

describe('pickTeaserPosts', () => {
  it('takes one post each from Video Editing, Video Marketing and Audience Building', () => {
    const posts = [
      buildPost({ category: 'Video Editing', title: 'E1' }),
      buildPost({ category: 'Video Editing', title: 'E2' }),
      buildPost({ category: 'Audience Building', title: 'A1' }),
      buildPost({ category: 'Content Creating', title: 'C1' }),
      buildPost({ category: 'Video Marketing', title: 'M1' }),
    ];
    expect(pickTeaserPosts(posts).map((post) => post.title)).toEqual(['E1', 'M1', 'A1']);
  });

  it('falls back to Content Creating when there is no Audience Building post', () => {
    const posts = [buildPost({ category: 'Content Creating', title: 'C1' }), buildPost({ category: 'Video Editing', title: 'E1' })];
    expect(pickTeaserPosts(posts).map((post) => post.title)).toEqual(['E1', 'C1']);
  });

  it('returns nothing for no posts', () => {
    expect(pickTeaserPosts([])).toEqual([]);
  });
});

describe('ctaFor', () => {
  it.each([
    ['Video Editing', 'Join Academy', SITE.external.academy, true],
    ['Video Marketing', 'Explore Scale', SITE.external.scale, true],
    ['Content Creating', 'Explore Creator', SITE.external.creator, true],
    ['Audience Building', 'Explore Influencer', SITE.external.influencer, true],
    ['Something else', 'View Our Services', '/services', false],
    // A name every object has is no category either.
    ['constructor', 'View Our Services', '/services', false],
  ])('%s → %s', (category, button, href, external) => {
    expect(ctaFor(category)).toMatchObject({ button, href, external });
  });

  it('uses the spec headings', () => {
    expect(ctaFor('Video Marketing').heading).toBe('Ready to Scale Your Video Marketing?');
    expect(ctaFor('Content Creating').heading).toBe('Ready to Transform Your Content Strategy?');
    expect(ctaFor('Audience Building').heading).toBe('Ready to Build Your Audience?');
    expect(ctaFor('Other').heading).toBe('Ready to Transform Your Video Content?');
    expect(ctaFor('Video Editing').heading).toMatch(/5-15K/);
  });
});

describe('categoryColor', () => {
  it('maps the spec colours and gray for any other', () => {
    expect(categoryColor('Video Marketing').name).toBe('green');
    expect(categoryColor('Video Editing').name).toBe('yellow');
    expect(categoryColor('Content Creating').name).toBe('orange');
    expect(categoryColor('Audience Building').name).toBe('purple');
    expect(categoryColor('Cooking').name).toBe('gray');
  });
});

describe('slugify (draft slug rule)', () => {
  it('lowercases and turns each run outside a-z0-9 into one hyphen, trimmed', () => {
    expect(slugify('  10 Hooks: Keep Viewers Watching!! ')).toBe('10-hooks-keep-viewers-watching');
    expect(slugify('Édition & Montage')).toBe('dition-montage');
  });
});

describe('parseKeywords', () => {
  it('accepts a JSON array, a plain array and a comma-separated string', () => {
    expect(parseKeywords('["a","b"]')).toEqual(['a', 'b']);
    expect(parseKeywords(['a', ' b '])).toEqual(['a', 'b']);
    expect(parseKeywords('a, b,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('formatPostDate', () => {
  it('uses the long US English format', () => {
    expect(formatPostDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
  });
});
