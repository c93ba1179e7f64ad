import { buildAdminPost } from '../../../../test/admin-fixtures';
import { editableFieldsOf } from './editable-fields';
import { conflictCount, mergePosts, mergeText, resolveText } from './three-way-merge';

const BASE = '## Intro\n\nOne.\n\n## Middle\n\nTwo.\n\n## End\n\nThree.\n';

describe(mergeText.name, () => {
  it("takes each side's changes where they do not overlap, byte for byte", () => {
    const mine = BASE.replace('One.', 'One, mine.');
    const theirs = BASE.replace('Three.', 'Three, theirs.');
    const chunks = mergeText(BASE, mine, theirs);
    expect(chunks.every((chunk) => chunk.kind === 'same')).toBe(true);
    expect(resolveText(chunks)).toBe('## Intro\n\nOne, mine.\n\n## Middle\n\nTwo.\n\n## End\n\nThree, theirs.\n');
  });

  it('holds a conflict where both changed the same lines, settled as chosen', () => {
    const mine = BASE.replace('Two.', 'Two, mine.');
    const theirs = BASE.replace('Two.', 'Two, theirs.');
    const chunks = mergeText(BASE, mine, theirs);
    expect(chunks.filter((chunk) => chunk.kind === 'conflict')).toEqual([{ kind: 'conflict', base: 'Two.\n', mine: 'Two, mine.\n', theirs: 'Two, theirs.\n' }]);
    expect(resolveText(chunks)).toBe(mine);
    expect(resolveText(chunks, ['theirs'])).toBe(theirs);
    expect(resolveText(chunks, ['both'])).toBe(BASE.replace('Two.\n', 'Two, mine.\nTwo, theirs.\n'));
  });

  it('takes text added after a last line without an ending as an addition, not a change of that line', () => {
    const base = '## Lighting\n\nUse soft light.';
    const merged = resolveText(mergeText(base, '## Lighting now\n\nUse soft light.', `${base}\n\nTheir closing line.`));
    expect(merged).toBe('## Lighting now\n\nUse soft light.\n\nTheir closing line.');
  });

  it('sees the same change on both sides as no conflict, and keeps a last line without an ending', () => {
    expect(resolveText(mergeText('a\nb', 'a\nB', 'a\nB'))).toBe('a\nB');
    expect(mergeText('', '', '')).toEqual([]);
  });
});

describe(mergePosts.name, () => {
  const base = buildAdminPost({ title: 'Base', excerpt: 'Base excerpt', author: 'Sam', content: BASE });

  it("merges field by field: one side's change wins, both sides' different changes are conflicts (mine until chosen)", () => {
    const mine = { ...editableFieldsOf(base), title: 'My title', author: 'Alex', content: BASE.replace('One.', 'One, mine.') };
    const theirs = { ...base, excerpt: 'Their excerpt', author: 'Jo', content: BASE.replace('Three.', 'Three, theirs.'), updatedAt: '2030-01-01T00:00:00.000Z' };

    const merge = mergePosts(base, mine, theirs);

    expect(merge.fields).toMatchObject({ title: 'My title', excerpt: 'Their excerpt', author: 'Alex', content: '## Intro\n\nOne, mine.\n\n## Middle\n\nTwo.\n\n## End\n\nThree, theirs.\n' });
    expect(merge.conflicts).toEqual([{ field: 'author', base: 'Sam', mine: 'Alex', theirs: 'Jo' }]);
    expect(conflictCount(merge)).toBe(1);
  });
});
