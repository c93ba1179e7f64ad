import { ideaShortfallMessage } from './idea-shortfall';

describe(ideaShortfallMessage.name, () => {
  it('says nothing when the run gave every idea asked for', () => {
    expect(ideaShortfallMessage({ requested: 5, created: 5, skippedDuplicates: 0 })).toBeNull();
    expect(ideaShortfallMessage({ requested: 5, created: 5, skippedDuplicates: 4 })).toBeNull();
  });

  it('says how many were new and why the rest are missing', () => {
    expect(ideaShortfallMessage({ requested: 5, created: 2, skippedDuplicates: 3 })).toBe(
      'Only 2 of 5 ideas were new: 3 matched ideas, drafts or posts you already have. Try another topic or angle.',
    );
    expect(ideaShortfallMessage({ requested: 10, created: 1, skippedDuplicates: 14 })).toBe(
      'Only 1 of 10 ideas was new: 9 matched ideas, drafts or posts you already have. Try another topic or angle.',
    );
  });

  it('explains an empty run', () => {
    expect(ideaShortfallMessage({ requested: 5, created: 0, skippedDuplicates: 5 })).toBe(
      'None of the 5 ideas were new: every title the writer came up with matched ideas, drafts or posts you already have, so nothing was added to the list. Try another topic or angle.',
    );
  });

  it('does not blame duplicates when the writer simply returned fewer titles', () => {
    expect(ideaShortfallMessage({ requested: 10, created: 7, skippedDuplicates: 0 })).toBe('Only 7 of 10 ideas came back from the idea writer this time. Try again for more.');
    expect(ideaShortfallMessage({ requested: 10, created: 0, skippedDuplicates: 0 })).toMatch(/no titles this time/);
  });
});
