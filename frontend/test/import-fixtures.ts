import type { ImportReport, ImportReportPost, ImportView } from '@/features/import/types';

/** Import data as GET /api/admin/imports/:id sends it (issue 32). */

export function buildReportPost(overrides: Partial<ImportReportPost> = {}): ImportReportPost {
  return {
    position: 1,
    title: 'Editing workflow 1',
    importKey: 'https://old.example.com/?p=101',
    slug: 'editing-workflow-1',
    sourceSlug: null,
    category: 'Video Editing',
    sourceCategories: ['Editing Tips'],
    author: 'Jane Editor',
    published: true,
    createdAt: '2019-02-01T10:00:00.000Z',
    images: 1,
    legacyPaths: ['/2019/02/editing-workflow-1/', '/?p=101'],
    action: 'create',
    reason: null,
    warnings: [],
    ...overrides,
  };
}

export function buildReport(overrides: Partial<ImportReport> = {}): ImportReport {
  const items = overrides.items ?? [
    buildReportPost(),
    buildReportPost({ position: 2, title: 'Growing on YouTube', slug: 'growing-on-youtube', category: 'Audience Building', sourceCategories: ['YouTube Growth'], published: false, legacyPaths: ['/?p=102'], importKey: 'https://old.example.com/?p=102' }),
    buildReportPost({ position: 3, title: 'About us', slug: 'about-us', action: 'skip', reason: 'A page, not a post', importKey: 'https://old.example.com/?page_id=3' }),
  ];
  const toImport = items.filter((item) => item.action === 'create').length;
  return {
    source: 'wordpress',
    fileName: 'old-blog.xml',
    posts: { found: items.length, toImport, toSkip: items.length - toImport },
    items,
    categoryMappings: [
      { from: 'Editing Tips', to: 'Video Editing', how: 'keyword' },
      { from: 'YouTube Growth', to: 'Audience Building', how: 'keyword' },
    ],
    slugConflicts: [],
    images: { found: 2, inUpload: 1, remote: ['https://cdn.elsewhere.example/remote-8.jpg'], missing: [] },
    skipped: items.filter((item) => item.action === 'skip').map((item) => ({ title: item.title, reason: item.reason ?? '' })),
    warnings: [],
    errors: [],
    outcome: null,
    ...overrides,
  };
}

export const IMPORT_ID = '0b8d5a62-9f3e-4c1d-a2b7-5e6f7a8b9c0d';
export const IMPORT_JOB_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

export function buildImportView(overrides: Partial<ImportView> = {}): ImportView {
  const report = overrides.report ?? buildReport();
  return {
    id: IMPORT_ID,
    source: report.source,
    fileName: report.fileName,
    state: 'ready',
    jobId: null,
    createdAt: '2026-11-25T20:00:00.000Z',
    finishedAt: null,
    report,
    ...overrides,
  };
}

/** A file the admin refused to import: the report is empty but for its errors. */
export function buildRefusedView(error: string): ImportView {
  const report = buildReport({ items: [], categoryMappings: [], images: { found: 0, inUpload: 0, remote: [], missing: [] }, errors: [error], fileName: 'cut.xml' });
  return buildImportView({ state: 'refused', fileName: 'cut.xml', report });
}
