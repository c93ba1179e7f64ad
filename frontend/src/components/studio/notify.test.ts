import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { ApiError } from '@/lib/api-error';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifyServerError, notifySuccess } from './notify';
import { resetToasts, Toaster } from './toast';

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
