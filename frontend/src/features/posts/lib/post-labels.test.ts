import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { draftBadge, READY_FOR_REVIEW, READY_FOR_WRITING } from './post-labels';

describe('draft badge rule (spec §4)', () => {
  it("is 'Ready for Writing' while the placeholder line is there and the status is not ready_for_review", () => {
    expect(draftBadge({ content: DRAFT_PLACEHOLDER_CONTENT, status: 'draft' })).toBe(READY_FOR_WRITING);
    expect(draftBadge({ content: `Intro\n\n${DRAFT_PLACEHOLDER_CONTENT}\n`, status: 'draft' })).toBe(READY_FOR_WRITING);
  });

  it("is 'Ready for Review' once the status is ready_for_review, even with the placeholder", () => {
    expect(draftBadge({ content: DRAFT_PLACEHOLDER_CONTENT, status: 'ready_for_review' })).toBe(READY_FOR_REVIEW);
  });

  it("is 'Ready for Review' when the content no longer holds the placeholder", () => {
    expect(draftBadge({ content: '# A real article\n\nWritten.', status: 'draft' })).toBe(READY_FOR_REVIEW);
    expect(draftBadge({ content: '', status: 'draft' })).toBe(READY_FOR_REVIEW);
  });

  it("reads a list summary's hasPlaceholderContent (no content) by the same rule", () => {
    expect(draftBadge({ hasPlaceholderContent: true, status: 'draft' })).toBe(READY_FOR_WRITING);
    expect(draftBadge({ hasPlaceholderContent: true, status: 'ready_for_review' })).toBe(READY_FOR_REVIEW);
    expect(draftBadge({ hasPlaceholderContent: false, status: 'draft' })).toBe(READY_FOR_REVIEW);
  });

  it("reads the spec's own placeholder line (drafts made before the neutral one) as 'Ready for Writing' too", () => {
    expect(draftBadge({ content: 'This post is ready for Claude to write content.', status: 'draft' })).toBe(READY_FOR_WRITING);
  });

  it('uses a neutral placeholder (issue 27: the spec line names a vendor) and the exact badge texts of the spec', () => {
    expect(DRAFT_PLACEHOLDER_CONTENT).toBe('This post is ready to be written.');
    expect(READY_FOR_WRITING).toBe('Ready for Writing');
    expect(READY_FOR_REVIEW).toBe('Ready for Review');
  });
});
