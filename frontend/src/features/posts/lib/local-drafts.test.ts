import { buildAdminPost } from '../../../../test/admin-fixtures';
import { editableFieldsOf } from './editable-fields';
import { draftDiffersFrom, localDraftOf, readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-drafts';

const POST = buildAdminPost({ id: 7 });

beforeEach(() => localStorage.clear());

describe('local drafts', () => {
  it('keeps a draft per post until it is removed', () => {
    const draft = localDraftOf(POST, { ...editableFieldsOf(POST), content: 'Typed, not saved' }, new Date('2026-11-24T17:02:00Z'));
    expect(writeLocalDraft(draft)).toBe(true);
    expect(writeLocalDraft(localDraftOf({ ...POST, id: 8 }, editableFieldsOf(POST)))).toBe(true);

    expect(readLocalDraft(7)).toEqual(draft);
    expect(readLocalDraft(8)?.postId).toBe(8);
    removeLocalDraft(7);
    expect(readLocalDraft(7)).toBeNull();
    expect(readLocalDraft(8)).not.toBeNull();
  });

  it('reads nothing from a damaged or foreign entry', () => {
    localStorage.setItem('hf-editor-draft:7', '{not json');
    expect(readLocalDraft(7)).toBeNull();
    localStorage.setItem('hf-editor-draft:7', JSON.stringify({ postId: 9, savedAt: 'x', base: POST, fields: { content: 'x' } }));
    expect(readLocalDraft(7)).toBeNull();
  });

  it('says when the browser refuses to keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(writeLocalDraft(localDraftOf(POST, editableFieldsOf(POST)))).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('knows a draft that holds nothing the stored post lacks', () => {
    const same = localDraftOf(POST, editableFieldsOf(POST));
    expect(draftDiffersFrom(same, { ...POST, updatedAt: '2030-01-01T00:00:00.000Z' })).toBe(false);
    expect(draftDiffersFrom(localDraftOf(POST, { ...editableFieldsOf(POST), title: 'Mine' }), POST)).toBe(true);
  });
});
