import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { resetToasts, Toaster } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { deleteConfirmation, draftsCreatedDescription, ideaShortfallMessage, TOAST_TEXT } from './messages';
import { notifyError, notifyServerError, notifySuccess } from './notify';

describe('toast texts (spec §8, verbatim)', () => {
  it('has every error text', () => {
    expect(TOAST_TEXT.error).toBe('Error');
    expect(TOAST_TEXT.deleteFailed).toBe('Failed to delete blog post');
    expect(TOAST_TEXT.updateFailed).toBe('Failed to update blog post');
    expect(TOAST_TEXT.publishFailed).toBe('Failed to publish post');
    expect(TOAST_TEXT.unpublishFailed).toBe('Failed to unpublish post');
    expect(TOAST_TEXT.approveFailed).toBe('Failed to approve article');
    expect(TOAST_TEXT.imageFailed).toBe('Failed to regenerate image');
    expect(TOAST_TEXT.revisionFailed).toBe('Failed to request revision');
    expect(TOAST_TEXT.creationFailedTitle).toBe('Creation Failed');
    expect(TOAST_TEXT.creationFailed).toBe('Unable to create draft posts. Please try again.');
  });

  it('has every success text', () => {
    expect(TOAST_TEXT.deleted).toBe('Blog post deleted successfully');
    expect(TOAST_TEXT.updated).toBe('Blog post updated successfully');
    expect(TOAST_TEXT.published).toBe('Post published successfully!');
    expect(TOAST_TEXT.unpublished).toBe('Post unpublished successfully!');
    expect(TOAST_TEXT.approved).toBe('Article approved and published!');
    expect(TOAST_TEXT.imageSelected).toBe('New featured image selected successfully');
    expect(TOAST_TEXT.revisionRequested).toBe('Revision requested successfully. Content will be regenerated based on your feedback.');
    expect(TOAST_TEXT.draftsCreated).toBe('Draft Posts Created');
    expect(draftsCreatedDescription(3)).toContain('3');
  });

  it('builds the delete confirmation', () => {
    expect(deleteConfirmation('My post')).toBe('Are you sure you want to delete "My post"? This action cannot be undone.');
  });
});

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

describe('notifications', () => {
  beforeEach(() => resetToasts());

  it("raises errors titled 'Error' in the destructive style", () => {
    render(createElement(Toaster));
    act(() => notifyError(TOAST_TEXT.deleteFailed));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete blog post');
  });

  it('shows the server message when there is one, else the fallback', () => {
    render(createElement(Toaster));
    act(() => notifyServerError(new ApiError(409, 'Conflict', '{"statusCode":409,"message":"Only an article ready for review can be revised"}'), TOAST_TEXT.revisionFailed));
    expect(screen.getByRole('alert')).toHaveTextContent('Only an article ready for review can be revised');
    act(() => notifyServerError(new ApiError(500, 'Internal Server Error', ''), TOAST_TEXT.revisionFailed));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to request revision');
  });

  it('shows success texts verbatim', () => {
    render(createElement(Toaster));
    act(() => notifySuccess(TOAST_TEXT.published));
    expect(screen.getByRole('status')).toHaveTextContent('Post published successfully!');
  });
});
