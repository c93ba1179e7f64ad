import { deleteConfirmation, draftsCreatedDescription, TOAST_TEXT } from './toast-text';

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

