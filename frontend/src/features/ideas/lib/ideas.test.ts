import { DRAFT_PLACEHOLDER_CONTENT, slugify } from '@app/site';
import { draftFromIdea, ideaRunSummary, ideaTitle } from './ideas';

describe('slug rule (spec §5)', () => {
  it.each([
    ['10 Editing Tips for YouTube!', '10-editing-tips-for-youtube'],
    ['  --Hook, Story & Offer--  ', 'hook-story-offer'],
    ['Café créme: B-roll 101', 'caf-cr-me-b-roll-101'],
    ['UPPER lower', 'upper-lower'],
    ['a   b___c', 'a-b-c'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('draft from an idea (spec §7)', () => {
  it('sends the spec payload with the derived slug and the placeholder content', () => {
    expect(draftFromIdea('Colour Grading 101', 'Video Editing')).toEqual({
      title: 'Colour Grading 101',
      slug: 'colour-grading-101',
      excerpt: expect.any(String),
      content: DRAFT_PLACEHOLDER_CONTENT,
      category: 'Video Editing',
      metaDescription: expect.any(String),
      estimatedReadTime: 5,
      keywords: '[]',
      published: false,
    });
  });

  it('reads idea titles from plain strings and objects', () => {
    expect(ideaTitle('Plain idea')).toBe('Plain idea');
    expect(ideaTitle({ id: 3, title: 'Object idea' })).toBe('Object idea');
  });
});

describe(ideaRunSummary.name, () => {
  it('reads the counts of a completed idea job', () => {
    const result = { ideaIds: [1, 2], count: 2, promptVersion: null, requested: 5, created: 2, skippedDuplicates: 3 };
    expect(ideaRunSummary({ state: 'completed', result })).toEqual({ requested: 5, created: 2, skippedDuplicates: 3 });
  });

  it('counts titles replaced for resembling a published post as matches', () => {
    const result = { requested: 5, created: 2, skippedDuplicates: 1, replacedNearDuplicates: 2 };
    expect(ideaRunSummary({ state: 'completed', result })).toEqual({ requested: 5, created: 2, skippedDuplicates: 3 });
  });

  it('has nothing to say about a failed job, or one whose result does not carry the counts', () => {
    expect(ideaRunSummary({ state: 'failed', result: null })).toBeNull();
    expect(ideaRunSummary({ state: 'completed', result: { ideaIds: [], count: 0 } })).toBeNull();
    expect(ideaRunSummary({ state: 'completed', result: { requested: '5', created: 0, skippedDuplicates: 0 } })).toBeNull();
  });
});
