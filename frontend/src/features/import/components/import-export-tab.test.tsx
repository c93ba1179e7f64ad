import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { createQueryClient } from '@/lib/query-client';
import { POSTS_KEY } from '@/lib/studio/query-keys';
import { buildJob, mockApi } from '../../../../test/admin-fixtures';
import { buildImportView, buildReport, IMPORT_ID, IMPORT_JOB_ID } from '../../../../test/import-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { ImportView } from '../types';
import ImportExportTab from './import-export-tab';

/** XMLHttpRequest as the upload uses it: the test sends progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const realXhr = global.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  global.XMLHttpRequest = realXhr;
  act(() => resetToasts());
});

const READY = buildImportView();
const IMPORT_URL = `/api/admin/imports/${IMPORT_ID}`;
const JOB_URL = `/api/ai/jobs/${IMPORT_JOB_ID}`;
const started = (view: ImportView = READY): ImportView => ({ ...view, state: 'started', jobId: IMPORT_JOB_ID });
const finished = (outcome: NonNullable<ImportView['report']['outcome']>): ImportView => ({
  ...started(),
  state: outcome.state,
  finishedAt: '2026-11-25T20:05:00.000Z',
  report: { ...READY.report, outcome },
});
const importJob = (overrides: Parameters<typeof buildJob>[0] = {}) => buildJob({ id: IMPORT_JOB_ID, kind: 'import-posts', provider: null, model: null, stages: [], ...overrides });

function open(table: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/admin/imports': { body: [] }, ...table });
  const queryClient = createQueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const onShowPosts = jest.fn();
  renderWithProviders(
    <>
      <ImportExportTab onShowPosts={onShowPosts} />
      <Toaster />
    </>,
    queryClient,
  );
  return { api, invalidate, onShowPosts };
}

const file = (name = 'old-blog.xml', size = 2048) => new File(['x'.repeat(size)], name, { type: 'text/xml' });

/** The upload starts a tick after the pick (the mutation runs its function asynchronously). */
async function sent(count: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1];
}

async function choose(picked: File) {
  const before = FakeXhr.sent.length;
  fireEvent.change(await screen.findByTestId('import-file-input'), { target: { files: [picked] } });
  return sent(before + 1);
}

describe('ImportExportTab', () => {
  it('uploads with progress, shows the dry run, imports nothing until the confirm, then shows the progress and the outcome with links', async () => {
    const { api, invalidate, onShowPosts } = open({
      [`POST ${IMPORT_URL}/start`]: { status: 202, body: { importId: IMPORT_ID, jobId: IMPORT_JOB_ID } },
      [`GET ${IMPORT_URL}`]: [{ body: started() }, { body: finished({ state: 'completed', imported: 2, skipped: 1, failed: 0, failures: [] }) }],
      [`GET ${JOB_URL}`]: [
        { body: importJob({ progress: 50, stage: 'Imported 1 of 2 posts' }) },
        { body: importJob({ state: 'completed', progress: 100, stage: 'Imported 2 of 2 posts', finishedAt: '2026-11-25T20:05:00.000Z' }) },
      ],
    });

    const xhr = await choose(file());
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/admin/imports', withCredentials: true });
    expect((xhr.body?.get('file') as File).name).toBe('old-blog.xml');
    xhr.progress(512, 2048);
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Uploading old-blog.xml: 512 B of 2 KB');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25');
    xhr.progress(2048, 2048);
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Reading old-blog.xml and preparing the dry run…');
    xhr.respond(201, READY);

    // The dry run: nothing started yet.
    const confirm = await screen.findByRole('button', { name: 'Import 2 posts' });
    expect(screen.getByTestId('import-state')).toHaveTextContent('Ready to import');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    fireEvent.click(confirm);
    expect(await screen.findByText('Imported 1 of 2 posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel import' })).toBeEnabled();
    expect(api.callsTo('POST', `${IMPORT_URL}/start`)).toHaveLength(1);

    const outcome = await screen.findByTestId('import-outcome', {}, { timeout: 5000 });
    expect(outcome).toHaveTextContent('Import finished: 2 posts imported');
    expect(outcome).toHaveTextContent('1 post skipped');
    expect(screen.getByRole('link', { name: 'View Editing workflow 1 live (opens in a new tab)' })).toHaveAttribute('href', '/blog/editing-workflow-1');
    expect(within(screen.getByRole('list', { name: 'Imported posts' })).getAllByTestId('imported-post').map((row) => row.textContent)).toEqual([
      'Editing workflow 1View live ',
      'Growing on YouTubeDraft',
    ]);
    // The studio's post lists read again: the imported posts show in Content Workflow.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: POSTS_KEY }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Content Workflow' }));
    expect(onShowPosts).toHaveBeenCalled();
    expect(api.callsTo('POST', `${IMPORT_URL}/start`)).toHaveLength(1);
  });

  it('cancels a running import and says what stays', async () => {
    const running = importJob({ progress: 40, stage: 'Imported 50 of 120 posts' });
    const { api } = open({
      'GET /api/admin/imports': { body: [{ ...started(), report: undefined }] },
      [`GET ${IMPORT_URL}`]: [{ body: started() }, { body: started() }, { body: finished({ state: 'cancelled', imported: 1, skipped: 1, failed: 0, failures: [] }) }],
      [`GET ${JOB_URL}`]: [{ body: running }, { body: { ...running, cancelRequested: true } }, { body: { ...running, state: 'cancelled', cancelRequested: true } }],
      [`POST ${JOB_URL}/cancel`]: { body: { ...running, cancelRequested: true } },
    });

    // A running import (another tab, a reload) opens by itself.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(api.callsTo('POST', `${JOB_URL}/cancel`)).toHaveLength(1);

    const outcome = await screen.findByTestId('import-outcome', {}, { timeout: 8000 });
    expect(outcome).toHaveTextContent('Import cancelled: 1 post imported before it stopped');
    expect(outcome).toHaveTextContent('They stay on the blog; the rest of the file was not imported.');
    expect(within(screen.getByRole('list', { name: 'Imported posts' })).getAllByTestId('imported-post')).toHaveLength(1);
  }, 15_000);

  it('takes a dropped file', async () => {
    open();
    const zone = await screen.findByTestId('import-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('ghost.json')] } });

    expect(((await sent(1)).body?.get('file') as File).name).toBe('ghost.json');
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it("says why a file is refused with the gateway's message (413), and when the upload broke off", async () => {
    open();
    (await choose(file('huge.zip'))).respond(413, { statusCode: 413, message: 'The file is larger than 256 MB, the largest import accepted. Split the export, or leave the images out.' });
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('The file is larger than 256 MB, the largest import accepted.');

    (await choose(file('old-blog.zip'))).fail();
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('The upload stopped before the server answered.');
  });

  it('stops an upload on Cancel upload', async () => {
    open();
    const xhr = await choose(file());
    const abort = jest.spyOn(xhr, 'abort');
    xhr.progress(100, 2048);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(abort).toHaveBeenCalled();
    expect(await screen.findByText('Drop your export here')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-error')).not.toBeInTheDocument();
  });

  it('discards a staged import after a confirm', async () => {
    const { api } = open({ [`DELETE ${IMPORT_URL}`]: { status: 204, body: null } });
    (await choose(file())).respond(201, READY);

    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this import?' });
    expect(dialog).toHaveTextContent('The dry-run report of "old-blog.xml" and its prepared posts and images are removed. Nothing on the blog changes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('Drop your export here')).toBeInTheDocument();
    expect(api.callsTo('DELETE', IMPORT_URL)).toHaveLength(1);
    expect(api.callsTo('POST', `${IMPORT_URL}/start`)).toEqual([]);
  });

  it('lists past imports with how they ended, and opens one', async () => {
    const failedRun = finished({ state: 'completed', imported: 1, skipped: 1, failed: 1, failures: [{ title: 'Growing on YouTube', error: 'value too long for type character varying(200)' }] });
    open({
      'GET /api/admin/imports': {
        body: [
          { ...failedRun, report: undefined },
          { ...buildImportView({ id: 'a1b2c3d4-0000-4000-8000-000000000001', state: 'refused', fileName: 'cut.xml', report: buildReport({ errors: ['bad'] }) }), report: undefined },
        ],
      },
      [`GET ${IMPORT_URL}`]: { body: failedRun },
    });

    const rows = await screen.findAllByTestId('past-import');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^old-blog\.xmlImportedWordPress export · Nov 25, 2026/),
      expect.stringMatching(/^cut\.xmlRefusedWordPress export · Nov 25, 2026/),
    ]);
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Open old-blog.xml' }));

    const outcome = await screen.findByTestId('import-outcome');
    expect(outcome).toHaveTextContent('Import finished: 1 post imported');
    expect(outcome).toHaveTextContent('1 post skipped, 1 post failed (below)');
    expect(within(screen.getByRole('list', { name: 'Posts that failed' })).getByRole('listitem')).toHaveTextContent(
      'Growing on YouTube: value too long for type character varying(200)',
    );
    expect(within(screen.getByRole('list', { name: 'Imported posts' })).getAllByTestId('imported-post').map((row) => row.textContent)).toEqual([
      'Editing workflow 1View live ',
    ]);
  });
});
