import { act, fireEvent, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { ACTION_TOAST_DURATION_MS, resetToasts, toast, Toaster, TOAST_DURATION_MS } from './toast';

// jsdom has no PointerEvent; without it fireEvent drops clientX.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('toasts (spec §9)', () => {
  it('shows at most one toast: the newest replaces the previous one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
  });

  it('closes after 5 seconds by default', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('is dismissed by a swipe to the right beyond 50 px, and snaps back under it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByTestId('toast');
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 140, pointerId: 1 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 170, pointerId: 1 });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('F8 focuses the notification region', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByTestId('toast-viewport')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('uses the alert role for destructive toasts', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Error', description: 'Boom', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorBoom');
  });

  it('keeps an error until it is closed, while success toasts close themselves (issue 27)', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Error', description: 'Failed to publish post', variant: 'destructive' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers its action for 15 s: pressing it runs the action once and closes the toast', () => {
    const undo = jest.fn();
    render(<Toaster />);
    act(() => void toast({ title: 'Post unpublished successfully!', variant: 'success', action: { label: 'Undo', ariaLabel: 'Undo unpublish', onClick: undo } }));
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('button', { name: 'Undo unpublish' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    act(() => void toast({ title: 'Again', action: { label: 'Undo', onClick: undo } }));
    act(() => jest.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 10));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('stays announced and pressable over an open dialog, which hides everything else (issue 27)', () => {
    const undo = jest.fn();
    render(
      <>
        <Dialog open aria-labelledby="preview-title">
          <h2 id="preview-title">Production Preview</h2>
          <button>Approve &amp; Publish</button>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'New image proposed: review it', variant: 'success', action: { label: 'Review', onClick: undo } }));
    // Found by role: not inside anything aria-hidden.
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Production Preview' })).toBeInTheDocument();
  });
});
