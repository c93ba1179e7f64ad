import { buildPostHistory, RevisionRow } from './post-history';
import { proposalReason } from './proposal-rules';
import { aiRevisionReason, describeVersionCause, formatRevisionReason, parseRevisionReason, reasonColumns, reasonOfRow, RevisionReason } from './revision-reasons';

const JOB = '3f2b8c1e-0a4d-4e8f-9b6a-1c2d3e4f5a6b';

describe(parseRevisionReason.name, () => {
  it.each<[string, RevisionReason]>([
    ['admin edit', { kind: 'editor' }],
    ['publish', { kind: 'publish' }],
    ['unpublish', { kind: 'unpublish' }],
    ['delete', { kind: 'delete' }],
    ['unschedule', { kind: 'unschedule' }],
    ['scheduled publish', { kind: 'scheduled-publish' }],
    ['restore of revision #42', { kind: 'restore', revisionId: 42 }],
    ['restore of revision #42 (the post had been deleted)', { kind: 'restore', revisionId: 42, undeleted: true }],
    ['schedule for 2026-03-02T09:00:00.000Z', { kind: 'schedule', publishAt: '2026-03-02T09:00:00.000Z' }],
    [`Applied AI draft (job ${JOB})`, { kind: 'ai', decision: 'applied', proposal: 'article', jobId: JOB }],
    [`Accepted AI image (job ${JOB})`, { kind: 'ai', decision: 'accepted', proposal: 'image', jobId: JOB }],
    [`Accepted AI revision (job ${JOB}; feedback: "make the intro punchier")`, { kind: 'ai', decision: 'accepted', proposal: 'revision', jobId: JOB, feedback: 'make the intro punchier' }],
    [
      `Applied AI revision (job ${JOB}; section: "Pacing"; feedback: "say "why" (briefly)")`,
      { kind: 'ai', decision: 'applied', proposal: 'revision', jobId: JOB, section: 'Pacing', feedback: 'say "why" (briefly)' },
    ],
    ['Accepted AI draft (job unknown)', { kind: 'ai', decision: 'accepted', proposal: 'article', jobId: null }],
    ['imported from WordPress', { kind: 'other', text: 'imported from WordPress' }],
    ['schedule for someday', { kind: 'other', text: 'schedule for someday' }],
  ])('reads %j', (text, reason) => {
    expect(parseRevisionReason(text)).toEqual(reason);
    // The text form of a reason reads back to the same reason.
    expect(parseRevisionReason(formatRevisionReason(reason))).toEqual(reason);
  });

  it('reads back what proposalReason writes, feedback shortened as the text keeps it', () => {
    const feedback = `Make it\n${'x'.repeat(100)}`;
    const text = proposalReason('Accepted', { kind: 'revision', jobId: JOB, feedback, section: 'A long section heading that goes past forty characters' });

    expect(parseRevisionReason(text)).toEqual(aiRevisionReason('accepted', { kind: 'revision', jobId: JOB, feedback, section: 'A long section heading that goes past forty characters' }));
    expect(parseRevisionReason(text)).toMatchObject({ section: 'A long section heading that goes past fo', feedback: `Make it ${'x'.repeat(72)}…` });
  });
});

describe(describeVersionCause.name, () => {
  const numbers = new Map([[42, 4]]);
  it.each<[RevisionReason | { kind: 'created' }, string]>([
    [{ kind: 'created' }, 'Created'],
    [{ kind: 'editor' }, 'You, in the editor'],
    [{ kind: 'publish' }, 'Published'],
    [{ kind: 'scheduled-publish' }, 'Scheduled publish'],
    [{ kind: 'schedule', publishAt: '2026-03-02T09:00:00.000Z' }, 'Scheduled for 2026-03-02 09:00 UTC'],
    [{ kind: 'unschedule' }, 'Schedule removed'],
    [{ kind: 'restore', revisionId: 42 }, 'Restored from revision 4'],
    [{ kind: 'restore', revisionId: 7 }, 'Restored an earlier revision'],
    [{ kind: 'ai', decision: 'accepted', proposal: 'article', jobId: JOB }, 'Accepted AI draft'],
    [{ kind: 'ai', decision: 'applied', proposal: 'article', jobId: JOB }, 'AI draft'],
    [{ kind: 'ai', decision: 'applied', proposal: 'revision', jobId: JOB, feedback: 'make the intro punchier' }, "AI revision: 'make the intro punchier'"],
    [{ kind: 'ai', decision: 'accepted', proposal: 'revision', jobId: JOB, section: 'Pacing', feedback: 'tighter' }, "Accepted AI revision of “Pacing”: 'tighter'"],
    [{ kind: 'ai', decision: 'accepted', proposal: 'image', jobId: JOB }, 'Accepted AI image'],
    [{ kind: 'other', text: 'imported from WordPress' }, 'Imported from WordPress'],
  ])('%j -> %s', (cause, words) => {
    expect(describeVersionCause(cause, (id) => numbers.get(id) ?? null)).toBe(words);
  });
});

describe(reasonOfRow.name, () => {
  it('reads the kind and details when stored, and the text of rows written before them', () => {
    const reason: RevisionReason = { kind: 'restore', revisionId: 9 };

    expect(reasonOfRow({ ...reasonColumns(reason), reason: 'anything' })).toEqual(reason);
    expect(reasonOfRow({ ...reasonColumns({ kind: 'editor' }), reason: 'admin edit' })).toEqual({ kind: 'editor' });
    expect(reasonColumns({ kind: 'editor' })).toEqual({ kind: 'editor', details: null });
    expect(reasonOfRow({ kind: null, details: null, reason: 'restore of revision #9' })).toEqual(reason);
  });
});

describe(buildPostHistory.name, () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
  const row = (id: number, reason: string, minute: number): RevisionRow => ({ id, reason, createdAt: at(minute) });

  it('credits each version to the change that made it: a row holds the post before its own change', () => {
    const rows = [row(11, 'admin edit', 5), row(12, `Accepted AI revision (job ${JOB}; feedback: "punchier")`, 9), row(13, 'publish', 12), row(17, 'restore of revision #12', 20)];

    const { versions, current } = buildPostHistory(rows, { createdAt: at(0) });

    expect(versions.map(({ number, revisionId, label, madeAt, replacedAt }) => ({ number, revisionId, label, madeAt, replacedAt }))).toEqual([
      { number: 1, revisionId: 11, label: 'Created', madeAt: at(0), replacedAt: at(5) },
      { number: 2, revisionId: 12, label: 'You, in the editor', madeAt: at(5), replacedAt: at(9) },
      { number: 3, revisionId: 13, label: "Accepted AI revision: 'punchier'", madeAt: at(9), replacedAt: at(12) },
      { number: 4, revisionId: 17, label: 'Published', madeAt: at(12), replacedAt: at(20) },
    ]);
    expect(current).toMatchObject({ number: 5, revisionId: null, label: 'Restored from revision 2', madeAt: at(20), replacedAt: null });
  });

  it('numbers a deleted and restored post without a gap or a doubled version', () => {
    const rows = [row(1, 'publish', 1), row(2, 'delete', 2), row(3, 'restore of revision #2 (the post had been deleted)', 3), row(4, 'admin edit', 4)];

    const { versions, current } = buildPostHistory(rows, { createdAt: at(0) });

    expect(versions.map((version) => [version.number, version.revisionId, version.label])).toEqual([
      [1, 1, 'Created'],
      [2, 2, 'Published'],
      [3, 4, 'Restored from revision 2 (the post had been deleted)'],
    ]);
    expect(current).toMatchObject({ number: 4, label: 'You, in the editor' });
  });

  it('has no current version for a deleted post, and a lone current one for a post never changed', () => {
    expect(buildPostHistory([row(1, 'delete', 1)], null)).toEqual({
      versions: [{ number: 1, revisionId: 1, madeBy: { kind: 'created' }, label: 'Created', madeAt: at(1), replacedAt: at(1) }],
      current: null,
    });
    expect(buildPostHistory([], { createdAt: at(0) }).current).toEqual({ number: 1, revisionId: null, madeBy: { kind: 'created' }, label: 'Created', madeAt: at(0), replacedAt: null });
  });
});
