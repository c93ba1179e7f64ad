import { chooseCategory, FALLBACK_CATEGORY, mapCategory } from './category-map';

describe(mapCategory.name, () => {
  it.each([
    ['Video Editing', 'Video Editing', 'exact'],
    ['video marketing', 'Video Marketing', 'exact'],
    ['Editing Tips', 'Video Editing', 'keyword'],
    ['Premiere Pro', 'Video Editing', 'keyword'],
    ['Colour Grading', 'Video Editing', 'keyword'],
    ['Advertising', 'Video Marketing', 'keyword'],
    ['Brand Strategy', 'Video Marketing', 'keyword'],
    ['YouTube Growth', 'Audience Building', 'keyword'],
    ['Community', 'Audience Building', 'keyword'],
    ['Filmmaking', 'Content Creating', 'keyword'],
    ['Podcasting', 'Content Creating', 'keyword'],
    ['Uncategorized', FALLBACK_CATEGORY, 'default'],
    ['Recipes', FALLBACK_CATEGORY, 'default'],
  ])('maps %s to %s (%s)', (from, to, how) => {
    expect(mapCategory(from)).toEqual({ from, to, how });
  });
});

describe(chooseCategory.name, () => {
  it('takes the first category that maps, then the tags, then the fallback', () => {
    expect(chooseCategory(['Uncategorized', 'Marketing'], [])).toEqual({ from: 'Marketing', to: 'Video Marketing', how: 'keyword' });
    expect(chooseCategory(['News'], ['community', 'engagement'])).toEqual({ from: 'News (tag: community)', to: 'Audience Building', how: 'keyword' });
    expect(chooseCategory([], [])).toEqual({ from: '(none)', to: FALLBACK_CATEGORY, how: 'default' });
  });
});
