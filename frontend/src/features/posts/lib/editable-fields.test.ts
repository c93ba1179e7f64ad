import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildAdminPost } from '../../../../test/admin-fixtures';
import type { AdminPost } from '@/lib/studio/post';
import { changedFields, mergeEdits } from './editable-fields';

// The editor's post: a draft that still holds the placeholder.
const POST = buildAdminPost({ content: DRAFT_PLACEHOLDER_CONTENT, keywords: '["grading","colour"]', status: 'draft', updatedAt: '2026-11-20T10:00:00.000Z' });

describe(mergeEdits.name, () => {
  it("keeps every field the admin changed on top of the server's latest version", () => {
    const latest = { ...POST, metaDescription: 'Changed elsewhere', updatedAt: '2026-11-21T10:00:00.000Z' };
    const edited = { ...POST, excerpt: 'Typed by me' };
    expect(mergeEdits(latest, POST, edited)).toEqual({ ...latest, excerpt: 'Typed by me' });
  });
});

describe(changedFields.name, () => {
  it('names the editable fields that differ, reading a missing value as empty', () => {
    expect(changedFields(POST, { ...POST, title: 'New', featuredImage: POST.featuredImage })).toEqual(['title']);
    expect(changedFields({ ...POST, featuredImage: null }, { ...POST, featuredImage: '' })).toEqual([]);
    // Fields the editor does not change (the version, the status) are not "unsaved changes".
    const later: AdminPost = { ...POST, updatedAt: '2030-01-01T00:00:00.000Z', status: 'published' };
    expect(changedFields(POST, later)).toEqual([]);
  });
});
