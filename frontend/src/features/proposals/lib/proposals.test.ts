import { buildProposal } from '../../../../test/admin-fixtures';
import { changedFields, fieldWords, inWords, staleMessage } from './proposals';

describe(staleMessage.name, () => {
  it('says in words which fields changed since AI started', () => {
    expect(staleMessage(['content', 'excerpt'])).toBe('You edited the content and excerpt after AI started.');
    expect(staleMessage(['content', 'metaDescription', 'featuredImage'])).toBe('You edited the content, meta description and featured image after AI started.');
    expect(staleMessage([])).toBe('The post changed after AI started.');
  });

  it('turns unknown camelCase names into words', () => {
    expect(fieldWords('someNewField')).toBe('some new field');
    expect(inWords(['title'])).toBe('title');
  });
});

describe(changedFields.name, () => {
  it('lists the proposed fields that differ from the post now', () => {
    const proposal = buildProposal({
      current: { excerpt: 'Same', keywords: ['a', 'b'], featuredImage: null, metaDescription: 'Old' },
      changes: { excerpt: 'Same', keywords: ['a', 'c'], featuredImage: '/media/new.png', content: 'x' },
    });
    expect(changedFields(proposal)).toEqual(['keywords', 'featuredImage']);
  });

  it("lists an image's alt text beside the image, in words, when it differs", () => {
    const proposal = buildProposal({
      current: { featuredImage: '/media/old.png', featuredImageAlt: 'Written by hand' },
      changes: { featuredImage: '/media/new.png', featuredImageAlt: 'Featured image for "A": a Video Editing title card' },
    });
    expect(changedFields(proposal)).toEqual(['featuredImage', 'featuredImageAlt']);
    expect(staleMessage(['featuredImageAlt'])).toBe('You edited the image alt text after AI started.');
  });
});

