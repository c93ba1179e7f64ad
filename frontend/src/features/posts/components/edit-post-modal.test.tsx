import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { editorText, editorView, typeInEditor } from '../../../../test/code-editor';
import { renderWithProviders } from '../../../../test/render';
import { readLocalDraft } from '../lib/local-drafts';
import { EditPostModal, type EditorPanels } from './edit-post-modal';

const None = () => null;
const PANELS: EditorPanels = { Proposals: None, SimilarPosts: None, LinkSuggestions: None, Checklist: None };
const POST = buildAdminPost({ id: 7, content: '## Lighting\n\nUse soft light.', updatedAt: '2026-11-24T20:31:00.000Z' });
const SAVED_AT = '2026-11-24T20:35:00.000Z';

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/admin/blog/posts/7/revisions': { body: [] }, ...extra });
}

function open(onClose = jest.fn()) {
  const view = renderWithProviders(
    <>
      <EditPostModal post={POST} panels={PANELS} onClose={onClose} onChangeImage={() => {}} />
      <Toaster />
    </>,
  );
  return { ...view, onClose };
}

const editor = () => screen.getByRole('dialog', { name: /Edit Blog Post/ });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => resetToasts()));

describe('the post editor keeps unsaved work (issue 27 item 1)', () => {
  it('keeps typed text on this device and offers it back, with a diff, when the post is opened again', async () => {
    api();
    const first = open();
    await screen.findByLabelText('Content');
    typeInEditor('\n\nTyped and never saved.');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Colour grading basics, revised' } });
    await waitFor(() => expect(readLocalDraft(7)?.fields.content).toBe('## Lighting\n\nUse soft light.\n\nTyped and never saved.'));

    fireEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    const leave = screen.getByRole('dialog', { name: 'Close without saving?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Close' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    open();
    const offer = await screen.findByRole('dialog', { name: /^Restore your unsaved changes from \d\d:\d\d\?$/ });
    expect(offer).toHaveTextContent('You changed Title, Content and did not save.');
    expect(within(offer).getByTestId('markdown-diff')).toHaveTextContent('Typed and never saved.');
    expect(within(offer).getByRole('region', { name: 'Title' }).querySelector('ins')).toHaveTextContent(', revised');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(editorText()).toBe('## Lighting\n\nUse soft light.\n\nTyped and never saved.'));
    expect(screen.getByLabelText('Title')).toHaveValue('Colour grading basics, revised');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(editor(), { key: 'Escape' })],
    ['×', () => fireEvent.click(within(editor()).getByRole('button', { name: 'Close' }))],
  ])('asks before closing with unsaved changes (%s); Discard changes throws them away', async (_name, close) => {
    api();
    const { onClose, unmount } = open();
    await screen.findByLabelText('Content');
    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'Mine' } });

    close();
    const leave = screen.getByRole('dialog', { name: 'Close without saving?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Mine');

    close();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(readLocalDraft(7)).toBeNull();
    open();
    await screen.findByLabelText('Content');
    expect(screen.queryByRole('dialog', { name: /Restore your unsaved changes/ })).not.toBeInTheDocument();
  });

  it('closes at once when nothing changed', async () => {
    api();
    const { onClose } = open();
    await screen.findByLabelText('Content');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).not.toBeInTheDocument();
  });

  it('Ctrl+S saves against the version loaded and stays open; the next save goes against the stored version', async () => {
    const calls = api({
      'PUT /api/admin/blog/posts/7': [
        { body: { ...POST, excerpt: 'Mine', updatedAt: SAVED_AT } },
        { body: { ...POST, excerpt: 'Mine again', updatedAt: '2026-11-24T20:36:00.000Z' } },
      ],
    });
    const { onClose } = open();
    await screen.findByLabelText('Content');
    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'Mine' } });
    await waitFor(() => expect(readLocalDraft(7)).not.toBeNull());

    fireEvent.keyDown(screen.getByLabelText('Excerpt'), { key: 's', ctrlKey: true });

    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    const [put] = calls.callsTo('PUT', '/api/admin/blog/posts/7');
    expect(put.body).toMatchObject({ excerpt: 'Mine', updatedAt: POST.updatedAt, content: POST.content });
    expect(onClose).not.toHaveBeenCalled();
    expect(editor()).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved \d\d:\d\d$/));
    expect(readLocalDraft(7)).toBeNull();

    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'Mine again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')).toHaveLength(2));
    expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')[1].body).toMatchObject({ excerpt: 'Mine again', updatedAt: SAVED_AT });
  });

  it('a save without a connection fails visibly and keeps the text here and on this device', async () => {
    api();
    const online = global.fetch;
    open();
    await screen.findByLabelText('Content');
    typeInEditor(' Written on a train.');
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByTestId('offline-alert')).toHaveTextContent('Not saved: you are offline');
      expect(screen.getByText('Failed to update blog post')).toBeInTheDocument();
      expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved: offline');
      expect(editorText()).toBe('## Lighting\n\nUse soft light. Written on a train.');
      expect(readLocalDraft(7)?.fields.content).toBe('## Lighting\n\nUse soft light. Written on a train.');
    } finally {
      global.fetch = online;
    }
  });

  it('asks the browser to confirm leaving the page while changes are unsaved, and not after', async () => {
    api();
    open();
    await screen.findByLabelText('Content');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'Sam' } });
    expect(leave()).toBe(true);
    // Leaving writes the last keystrokes at once, without waiting for the typing to pause.
    expect(readLocalDraft(7)?.fields.author).toBe('Sam');
  });
});

describe('the post editor writes and shows (issue 28 item 1)', () => {
  it('formats the selection from the toolbar and the keyboard, and the preview draws it as the article does', async () => {
    api();
    open();
    await screen.findByLabelText('Content');
    const view = editorView();
    const at = POST.content.indexOf('soft light');
    act(() => view.dispatch({ selection: { anchor: at, head: at + 'soft light'.length } }));

    fireEvent.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }));
    expect(editorText()).toBe('## Lighting\n\nUse **soft light**.');
    const preview = screen.getByTestId('article-preview');
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('soft light'));
    expect(preview.querySelector('h2')).toHaveTextContent('Lighting');

    fireEvent.keyDown(screen.getByLabelText('Content'), { key: 'i', ctrlKey: true });
    expect(editorText()).toBe('## Lighting\n\nUse ***soft light***.');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list (Ctrl+Shift+8)' }));
    expect(editorText()).toBe('## Lighting\n\n- Use ***soft light***.');
    await waitFor(() => expect(preview.querySelector('li em')).toHaveTextContent('soft light'));
    // Formatting is typing: nothing was sent to the server.
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });

  it('shows Write and Preview, and Details, Checks and History beside them', async () => {
    api();
    open();
    await screen.findByLabelText('Content');
    expect(screen.getByRole('tablist', { name: 'Editor views' })).toHaveTextContent('WritePreview');
    expect(screen.getByRole('tablist', { name: 'Post panels' })).toHaveTextContent('DetailsChecksHistory');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTestId('editor-pane-preview')).toBeVisible();
    expect(screen.getByTestId('editor-pane-write')).not.toBeVisible();
  });
});
