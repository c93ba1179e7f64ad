import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { buildImportView, buildRefusedView, buildReport, buildReportPost, IMPORT_ID } from '../../../../test/import-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ImportDetail } from './import-detail';

function show(view = buildImportView()) {
  const api = mockApi({ [`GET /api/admin/imports/${IMPORT_ID}`]: { body: view } });
  renderWithProviders(<ImportDetail id={IMPORT_ID} onClose={() => undefined} />);
  return api;
}

describe('the dry-run report', () => {
  it('says why a refused file cannot be imported, and offers no import', async () => {
    show(buildRefusedView('This zip unpacks to more than 1 GB: refused.'));

    const refused = await screen.findByTestId('import-refused');
    expect(refused).toHaveTextContent("This file can't be imported");
    expect(refused).toHaveTextContent('This zip unpacks to more than 1 GB: refused.');
    expect(refused).toHaveTextContent('Nothing was imported.');
    expect(screen.getByTestId('import-state')).toHaveTextContent('Refused');
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Posts to import' })).not.toBeInTheDocument();
  });

  it('lists each post to import with its new address and its category from → to, and the counts', async () => {
    show();

    expect(await screen.findByLabelText('Posts in this file')).toHaveTextContent('Posts found3To import2To skip1');
    const posts = within(screen.getByRole('list', { name: 'Posts to import' })).getAllByTestId('import-post');
    expect(posts.map((post) => post.textContent)).toEqual([
      'Editing workflow 1Goes liveNew address /blog/editing-workflow-1Editing Tips becomes Video Editing1 image',
      'Growing on YouTubeDraftNew address /blog/growing-on-youtubeYouTube Growth becomes Audience Building1 image',
    ]);
    expect(screen.getByRole('button', { name: 'Import 2 posts' })).toBeEnabled();
    expect(screen.getByTestId('import-confirm')).toHaveTextContent('1 post will be published straight away, as on the old blog; 1 post will arrive as drafts');
    expect(screen.getByTestId('import-old-links')).toHaveTextContent('3 old addresses of these posts will redirect to their new address');
  });

  it('shows the slug conflicts and how they are resolved', async () => {
    const report = buildReport({
      slugConflicts: [
        { title: 'Editing workflow 21', slug: 'editing-workflow-20', resolvedTo: 'editing-workflow-20-2', reason: 'An earlier post in this file has this slug' },
        { title: 'Hello again', slug: 'hello-world', resolvedTo: 'hello-world-2', reason: 'An existing post has this slug' },
      ],
    });
    show(buildImportView({ report }));

    const conflicts = within(await screen.findByRole('list', { name: 'Addresses already taken' })).getAllByTestId('slug-conflict');
    expect(conflicts.map((conflict) => conflict.textContent)).toEqual([
      'Editing workflow 21/blog/editing-workflow-20 is taken (an earlier post in this file has this slug): it will be /blog/editing-workflow-20-2',
      'Hello again/blog/hello-world is taken (an existing post has this slug): it will be /blog/hello-world-2',
    ]);
    expect(screen.getByRole('heading', { name: 'Addresses already taken (2)' })).toBeInTheDocument();
  });

  it('says what is skipped and why, grouped by reason, with the category mapping, images and warnings', async () => {
    const items = [
      buildReportPost(),
      buildReportPost({ position: 2, title: 'About us', action: 'skip', reason: 'A page, not a post' }),
      buildReportPost({ position: 3, title: 'Contact', action: 'skip', reason: 'A page, not a post' }),
      buildReportPost({ position: 4, title: 'Locked post', action: 'skip', reason: 'Password-protected' }),
    ];
    const report = buildReport({
      items,
      categoryMappings: [
        { from: 'Editing Tips', to: 'Video Editing', how: 'keyword' },
        { from: 'Random thoughts', to: 'Video Editing', how: 'default' },
      ],
      images: { found: 4, inUpload: 2, remote: ['https://cdn.elsewhere.example/remote-8.jpg'], missing: ['wp-content/uploads/gone.png'] },
      warnings: ['Unknown shortcode [contact-form-7] removed (4 posts)', '<script> element removed'],
    });
    show(buildImportView({ report }));

    const skipped = within(await screen.findByRole('list', { name: 'Skipped' })).getAllByTestId('skipped-group');
    expect(skipped.map((group) => group.textContent)).toEqual(['A page, not a post (2)About us, Contact', 'Password-protected (1)Locked post']);
    expect(screen.getByRole('heading', { name: 'Skipped (3)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Category mapping' })).getAllByTestId('category-mapping').map((row) => row.textContent)).toEqual([
      'Editing Tips becomes Video Editing (closest match by its words)',
      'Random thoughts becomes Video Editing (no close match, so the default category)',
    ]);
    const images = screen.getByTestId('import-images');
    expect(images).toHaveTextContent('2 images inside the upload: copied into the media library with the posts.');
    expect(images).toHaveTextContent('1 image on other websites: kept as links, not copied.');
    expect(images).toHaveTextContent("1 image missing from the upload: these won't show until you replace them.");
    expect(images).toHaveTextContent('https://cdn.elsewhere.example/remote-8.jpg');
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unknown shortcode [contact-form-7] removed (4 posts)',
      '<script> element removed',
    ]);
  });

  it('offers no import when every post of the file is skipped', async () => {
    const report = buildReport({ items: [buildReportPost({ action: 'skip', reason: 'Already imported as post #4' })] });
    show(buildImportView({ report }));

    expect(await screen.findByTestId('import-nothing')).toHaveTextContent('Nothing to import: every post in this file is skipped');
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });

  it('shows a long file a page at a time', async () => {
    const items = Array.from({ length: 75 }, (_, index) => buildReportPost({ position: index + 1, title: `Post ${index + 1}`, slug: `post-${index + 1}` }));
    show(buildImportView({ report: buildReport({ items }) }));

    const list = await screen.findByRole('list', { name: 'Posts to import' });
    expect(within(list).getAllByTestId('import-post')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (65 not shown)' }));
    expect(await within(list).findByText('Post 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the other 15' }));
    expect(await within(list).findByText('Post 75')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
  });
});
