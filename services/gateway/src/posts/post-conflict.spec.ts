import { BlogPost, PostRevision, toPostSnapshot } from '@app/contract';
import { authorOf, conflictSummary, describeConflict } from './post-conflict';

const V1 = new Date('2026-11-24T20:00:00.000Z');
const V2 = new Date('2026-11-24T20:31:00.000Z');
const V3 = new Date('2026-11-24T20:40:00.000Z');

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return Object.assign(new BlogPost(), {
    id: 1, title: 'T', slug: 't', excerpt: 'ex', content: 'c', category: 'Video Editing', author: 'A', metaDescription: '', featuredImage: null,
    featuredImageAlt: '', estimatedReadTime: 5, keywords: [], published: false, status: 'draft', publishedAt: null, publishAt: null,
    createdAt: V1, updatedAt: V1, ...overrides,
  });
}

const revision = (id: number, before: BlogPost, at: Date, reason: string, actor: PostRevision['actor']) =>
  Object.assign(new PostRevision(), { id, postId: 1, reason, snapshot: toPostSnapshot(before), createdAt: at, actor });

describe(describeConflict.name, () => {
  it('lists each change since the version with its fields and author, and the fields changed overall', () => {
    const v1 = post();
    const v2 = post({ excerpt: 'by tab b', updatedAt: V2 });
    const v3 = post({ excerpt: 'by tab b', published: true, status: 'published', updatedAt: V3 });
    const sut = describeConflict([revision(1, v1, V2, 'admin edit', { kind: 'admin', session: 'b' }), revision(2, v2, V3, 'scheduled publish', { kind: 'schedule' })], v3, V1, 'a');

    expect(sut).toMatchObject({
      since: V1.toISOString(),
      post: { id: 1, excerpt: 'by tab b', published: true, updatedAt: V3.toISOString() },
      changedFields: ['excerpt', 'published'],
      changes: [
        { at: V2.toISOString(), reason: 'admin edit', fields: ['excerpt'], by: { kind: 'another-tab', label: 'another tab' } },
        { at: V3.toISOString(), reason: 'scheduled publish', fields: ['published'], by: { kind: 'schedule', label: 'a scheduled publish' } },
      ],
    });
    expect(conflictSummary(sut)).toBe(' (excerpt, published changed by a scheduled publish, 2026-11-24 20:40 UTC)');
  });

  it('knows a deleted post, and says nothing when no change is on record', () => {
    const deleted = describeConflict([revision(1, post(), V2, 'delete', { kind: 'admin', session: null })], null, V1, 'a');
    expect(deleted).toMatchObject({ post: null, changedFields: [], changes: [{ fields: [], by: { kind: 'studio', label: 'the studio' } }] });

    expect(conflictSummary(describeConflict([], post({ updatedAt: V2 }), V1, null))).toBe('');
  });
});

describe(authorOf.name, () => {
  it.each([
    [{ kind: 'admin', session: 'a' } as const, 'a', 'this-tab', 'this tab'],
    [{ kind: 'admin', session: 'b' } as const, 'a', 'another-tab', 'another tab'],
    [{ kind: 'admin', session: 'b' } as const, null, 'another-tab', 'another tab'],
    [{ kind: 'admin', session: null } as const, 'a', 'studio', 'the studio'],
    [{ kind: 'admin', session: 'b', proposal: { id: 7, kind: 'revision', jobId: '3f1e2d4c-0000-4000-8000-000000000000' } } as const, 'a', 'another-tab', 'another tab (accepted an AI revision proposal, job 3f1e2d4c)'],
    [{ kind: 'job', jobId: '3f1e2d4c-0000-4000-8000-000000000000', jobKind: 'produce-article' } as const, 'a', 'ai-job', 'an AI job (produce-article, 3f1e2d4c)'],
    [{ kind: 'schedule' } as const, 'a', 'schedule', 'a scheduled publish'],
    [null, 'a', 'unknown', 'publish'],
  ])('%j asked by %s is %s', (actor, session, kind, label) => {
    expect(authorOf(actor, 'publish', session)).toMatchObject({ kind, label });
  });
});
