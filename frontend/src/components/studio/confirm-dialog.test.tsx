import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function dialog(props: { open?: boolean; pending?: boolean; onConfirm: () => void }) {
  return <ConfirmDialog open={props.open ?? true} title="Unpublish this post?" message="It goes offline." confirmLabel="Unpublish" pending={props.pending ?? false} onConfirm={props.onConfirm} onClose={() => undefined} />;
}

describe(ConfirmDialog.name, () => {
  it('confirms once on a double click, before the action reports itself pending (issue 27)', () => {
    const onConfirm = jest.fn();
    render(dialog({ onConfirm }));
    const button = screen.getByRole('button', { name: 'Unpublish' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });

  it('offers the button again once the action settled with the dialog still open (a failure), and when it opens again', () => {
    const onConfirm = jest.fn();
    const { rerender } = render(dialog({ onConfirm }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    rerender(dialog({ onConfirm, pending: true }));
    rerender(dialog({ onConfirm, pending: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);

    rerender(dialog({ onConfirm, open: false }));
    rerender(dialog({ onConfirm, open: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });
});
