import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { editorText, editorView, setEditorText, typeInEditor } from '../../../../test/code-editor';
import { renderWithProviders } from '../../../../test/render';
import { readLocalDraft } from '../lib/local-drafts';
import { EditPostModal, type EditorPanels } from './edit-post-modal';

const None = () => null;
const PANELS: EditorPanels = { Proposals: None, SimilarPosts: None, LinkSuggestions: None, Checklist: None };
const POST = buildAdminPost({ id: 7, content: '## Lighting\n\nUse soft light.', updatedAt: '2026-11-24T20:31:00.000Z' });
const SAVED_AT = '2026-11-24T20:35:00.000Z';

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/admin/blog/posts/7/history?page=1&pageSize=20': { body: { postId: 7, current: null, items: [], page: 1, pageSize: 20, total: 0, next: null } }, ...extra });
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

  it('shows Write and Preview, and Details, Settings, Checks and History beside them', async () => {
    api();
    open();
    await screen.findByLabelText('Content');
    expect(screen.getByRole('tablist', { name: 'Editor views' })).toHaveTextContent('WritePreview');
    expect(screen.getByRole('tablist', { name: 'Post panels' })).toHaveTextContent('DetailsSettingsChecksHistory');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTestId('editor-pane-preview')).toBeVisible();
    expect(screen.getByTestId('editor-pane-write')).not.toBeVisible();
  });
});

describe('the post editor shows the stored truth and merges (issue 27 item 3)', () => {
  const MINE_TITLE = 'Colour grading basics, my title';
  const THEIRS = { ...POST, excerpt: 'Their excerpt', content: '## Lighting\n\nUse soft light.\n\nTheir closing line.', updatedAt: '2026-11-24T20:40:00.000Z' };
  const conflict = (changes: unknown[] = [{ at: '2026-11-24T20:40:00.000Z', reason: 'admin edit', fields: ['excerpt', 'content'], by: { kind: 'another-tab', label: 'another tab' } }]) => ({
    status: 409,
    body: { statusCode: 409, message: 'This post was changed since you loaded it', conflict: { since: POST.updatedAt, post: THEIRS, changedFields: ['excerpt', 'content'], changes } },
  });

  it('a save that meets a newer version names who changed what and merges three ways; Merge and save sends the merge against the stored version', async () => {
    const merged = '## Lighting for interviews\n\nUse soft light.\n\nTheir closing line.';
    const calls = api({ 'PUT /api/admin/blog/posts/7': [conflict(), { body: { ...THEIRS, title: MINE_TITLE, content: merged, updatedAt: '2026-11-24T20:41:00.000Z' } }] });
    open();
    await screen.findByLabelText('Content');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: MINE_TITLE } });
    setEditorText('## Lighting for interviews\n\nUse soft light.');

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This post changed while you were editing' });
    expect(within(dialog).getByTestId('merge-changes')).toHaveTextContent(/^excerpt and content changed by another tab, (\d+ \w+, )?\d\d:\d\d$/);
    expect(within(dialog).getByTestId('merge-summary')).toHaveTextContent('Your edits and the saved version fit together: both are kept.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge and save' }));

    await waitFor(() => expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')).toHaveLength(2));
    expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')[1].body).toMatchObject({
      title: MINE_TITLE,
      excerpt: 'Their excerpt',
      content: '## Lighting for interviews\n\nUse soft light.\n\nTheir closing line.',
      updatedAt: THEIRS.updatedAt,
    });
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(editorText()).toBe('## Lighting for interviews\n\nUse soft light.\n\nTheir closing line.'));
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Their excerpt');
  });

  it('where both changed the same words the admin chooses; an older 409 without the conflict reads the post', async () => {
    const theirs = { ...THEIRS, content: '## Lighting\n\nUse hard light.' };
    api({
      'PUT /api/admin/blog/posts/7': { status: 409, body: { statusCode: 409, message: 'This post was changed since you loaded it' } },
      'GET /api/admin/blog/posts/7': { body: theirs },
    });
    open();
    await screen.findByLabelText('Content');
    setEditorText('## Lighting\n\nUse soft, diffused light.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This post changed while you were editing' });
    expect(within(dialog).getByTestId('merge-summary')).toHaveTextContent('changed the same words in 1 place');
    const place = within(dialog).getByRole('region', { name: 'Content, place 1' });
    expect(place).toHaveTextContent('Use soft, diffused light.');
    expect(place).toHaveTextContent('Use hard light.');
    fireEvent.click(within(place).getByRole('radio', { name: 'Keep the saved version' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge, save later' }));

    await waitFor(() => expect(editorText()).toBe('## Lighting\n\nUse hard light.'));
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Their excerpt');
    // The editor now stands on the stored version: nothing of the admin's is unsaved any more.
    expect(screen.getByTestId('save-status')).toHaveTextContent('');
  });

  it('after taking an AI proposal the editor shows the stored post, keeps the unsaved title, and saves against the new version', async () => {
    const accepted = { ...POST, content: '## Lighting\n\nUse soft light, as the AI says.', updatedAt: '2026-11-24T20:50:00.000Z' };
    const calls = api({ 'PUT /api/admin/blog/posts/7': { body: { ...accepted, title: MINE_TITLE, updatedAt: '2026-11-24T20:51:00.000Z' } } });
    const panels: EditorPanels = { ...PANELS, Proposals: ({ onAccepted }) => <button onClick={() => onAccepted(accepted)}>Take the AI version</button> };
    renderWithProviders(<EditPostModal post={POST} panels={panels} onClose={() => {}} onChangeImage={() => {}} />);
    await screen.findByLabelText('Content');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: MINE_TITLE } });

    fireEvent.click(screen.getByRole('button', { name: 'Take the AI version', hidden: true }));

    await waitFor(() => expect(editorText()).toBe('## Lighting\n\nUse soft light, as the AI says.'));
    expect(screen.getByLabelText('Title')).toHaveValue(MINE_TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')[0].body).toMatchObject({ title: MINE_TITLE, content: accepted.content, updatedAt: accepted.updatedAt });
  });

  it('a kept draft made on an older version is merged with the stored post when restored', async () => {
    api();
    const older = { ...POST, updatedAt: '2026-11-24T20:00:00.000Z', content: '## Lighting\n\nUse soft light.' };
    localStorage.setItem(
      'hf-editor-draft:7',
      JSON.stringify({ postId: 7, savedAt: new Date().toISOString(), base: older, fields: { ...older, content: '## Lighting\n\nUse soft light.\n\nMy unsaved ending.', excerpt: older.excerpt } }),
    );
    renderWithProviders(<EditPostModal post={{ ...POST, content: '## Lighting now\n\nUse soft light.' }} panels={PANELS} onClose={() => {}} onChangeImage={() => {}} />);

    fireEvent.click(within(await screen.findByRole('dialog', { name: /Restore your unsaved changes/ })).getByRole('button', { name: 'Restore' }));

    const dialog = await screen.findByRole('dialog', { name: 'This post changed while you were editing' });
    expect(within(dialog).getByTestId('merge-summary')).toHaveTextContent('fit together');
    await waitFor(() => expect(editorText()).toBe('## Lighting now\n\nUse soft light.\n\nMy unsaved ending.'));
  });
});

describe('post settings (issue 28 item 3)', () => {
  const LIVE = { ...POST, published: true, status: 'published', slug: 'colour-grading-basics', publishedAt: '2026-11-01T09:00:00.000Z', keywords: ['grading'] };
  const SETTINGS = {
    postId: 7,
    socialPreview: { title: 'Colour grading basics - Hyperframe', description: 'Meta', image: 'https://hyperframe.example/media/c.png', imageAlt: null, url: 'https://hyperframe.example/blog/colour-grading-basics', siteName: 'Hyperframe', twitterCard: 'summary_large_image' },
    oldSlugs: [{ slug: 'grading-101', since: '2026-10-01T00:00:00.000Z' }],
    cover: { kind: 'cover', designedFor: 'Grading 101', stale: true },
  };

  function openSettings(extra: Parameters<typeof mockApi>[0] = {}) {
    const calls = api({ 'GET /api/admin/blog/posts/7/settings': { body: SETTINGS }, ...extra });
    renderWithProviders(
      <>
        <EditPostModal post={LIVE} panels={PANELS} onClose={() => {}} onChangeImage={() => {}} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    return calls;
  }

  it('checks the slug by the site rule as it is typed, offers one from the title, and shows the share card as it will look', async () => {
    openSettings();
    expect(await screen.findByTestId('old-slugs')).toHaveTextContent('Old addresses that redirect here: /blog/grading-101');
    expect(screen.getByTestId('cover-stale')).toHaveTextContent('The cover still shows “Grading 101”');
    const slug = screen.getByLabelText('URL slug');

    fireEvent.change(slug, { target: { value: 'Colour Grading!' } });
    expect(screen.getByText('Use lowercase letters a-z, digits and single hyphens (e.g. how-to-edit-faster).')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Use “colour-grading-basics” (from the title)' }));
    expect(slug).toHaveValue('colour-grading-basics');
    expect(slug).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Grading for weddings' } });
    fireEvent.change(screen.getByLabelText('Meta Description'), { target: { value: 'How we grade wedding films.' } });
    fireEvent.change(slug, { target: { value: 'grading-for-weddings' } });
    const card = screen.getByTestId('social-card');
    expect(within(card).getByTestId('social-title')).toHaveTextContent('Grading for weddings - Hyperframe');
    expect(within(card).getByTestId('social-description')).toHaveTextContent('How we grade wedding films.');
    expect(card).toHaveTextContent('hyperframe.example');
    expect(screen.getByText('The old address will redirect here for good once you save.')).toBeInTheDocument();
  });

  it('saves the slug, keywords and publish date; a slug taken by another post is said under it, an old address can be taken', async () => {
    const taken = { status: 409, body: { statusCode: 409, message: 'Another post already uses this slug' } };
    const oldAddress = { status: 409, body: { statusCode: 409, message: 'This slug is an old address of "Hooks" and redirects to /blog/hooks; send takeOldSlug: true to use it for this post (the old link will then open this post)' } };
    const calls = openSettings({ 'PUT /api/admin/blog/posts/7': [taken, oldAddress, { body: { ...LIVE, slug: 'hooks-101', updatedAt: '2026-11-24T21:00:00.000Z', coverJobId: null } }] });
    await screen.findByTestId('old-slugs');
    fireEvent.change(screen.getByLabelText('URL slug'), { target: { value: 'hooks-101' } });
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'grading, weddings' } });
    fireEvent.change(screen.getByLabelText('Publish date'), { target: { value: '2026-10-20T10:30' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Another post already uses this slug')).toBeInTheDocument();
    expect(screen.getByLabelText('URL slug')).toHaveAttribute('aria-invalid', 'true');
    const [first] = calls.callsTo('PUT', '/api/admin/blog/posts/7');
    expect(first.body).toMatchObject({ slug: 'hooks-101', keywords: 'grading, weddings', publishedAt: new Date('2026-10-20T10:30').toISOString(), updatedAt: LIVE.updatedAt });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const offer = await screen.findByTestId('old-slug-alert');
    expect(offer).toHaveTextContent('This slug is an old address of "Hooks"');
    fireEvent.click(within(offer).getByRole('button', { name: 'Use it for this post' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')).toHaveLength(3));
    expect(calls.callsTo('PUT', '/api/admin/blog/posts/7')[2].body).toMatchObject({ slug: 'hooks-101', takeOldSlug: true });
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    expect(screen.queryByTestId('old-slug-alert')).not.toBeInTheDocument();
  });
});

describe('images (issue 28 item 4)', () => {
  const UPLOADED = { url: '/media/abc.jpg', alt: 'A colourist at the desk', width: 1600, height: 900, contentType: 'image/jpeg', byteSize: 120000, markdown: '![A colourist at the desk](/media/abc.jpg)', variants: [{ width: 800, url: '/media/abc-800w.jpg' }] };
  const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'desk.jpg', { type: 'image/jpeg' });
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
  });

  it("the toolbar's Image asks for a file and its alt text, uploads them as a form, and puts the image at the cursor", async () => {
    const calls = api({ 'POST /api/admin/media': { status: 201, body: UPLOADED } });
    open();
    await screen.findByLabelText('Content');
    const view = editorView();
    act(() => view.dispatch({ selection: { anchor: '## Lighting\n'.length } }));

    fireEvent.click(screen.getByRole('button', { name: 'Image (Ctrl+Shift+I)' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an image to the text' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Image file'), { target: { files: [photo()] } });
    expect(dialog).toHaveTextContent('desk.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Describe the image for people who cannot see it.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/admin/media')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Alt text/), { target: { value: 'A colourist at the desk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(editorText()).toBe('## Lighting\n\n![A colourist at the desk](/media/abc.jpg)\n\nUse soft light.'));
    const sent = (global.fetch as jest.Mock).mock.calls.find(([url]) => url === '/api/admin/media')[1] as RequestInit;
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('alt')).toBe('A colourist at the desk');
    expect(((sent.body as FormData).get('file') as File).name).toBe('desk.jpg');
    expect(screen.queryByRole('dialog', { name: 'Add an image to the text' })).not.toBeInTheDocument();
  });

  it('a file dropped on the featured image uploads it and fills the URL and alt text; a refused file says why', async () => {
    api({ 'POST /api/admin/media': [{ status: 400, body: { statusCode: 400, message: 'The file is not an image: JPEG, PNG, WebP, AVIF or GIF' } }, { status: 201, body: UPLOADED }] });
    open();
    await screen.findByLabelText('Content');
    fireEvent.drop(screen.getByTestId('featured-image-drop'), { dataTransfer: { files: [photo()] } });
    const dialog = screen.getByRole('dialog', { name: 'Upload a featured image' });
    fireEvent.change(within(dialog).getByLabelText(/Alt text/), { target: { value: 'A colourist at the desk' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByTestId('upload-error')).toHaveTextContent('The file is not an image: JPEG, PNG, WebP, AVIF or GIF');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.getByLabelText('Featured Image URL')).toHaveValue('/media/abc.jpg'));
    expect(screen.getByLabelText('Featured Image Alt Text')).toHaveValue('A colourist at the desk');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });
});
