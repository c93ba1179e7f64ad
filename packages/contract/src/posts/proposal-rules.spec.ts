import { BlogPost } from '../entities/blog-post.entity';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { appliesItself, changedFields, changesNow, chosenChanges, formatUtcMinute, isProposalStale, overwrittenEdits, ProposalChoiceError, proposalFieldsOf, proposalReason, staleMessage } from './proposal-rules';

const post = (overrides: Partial<BlogPost> = {}) =>
  ({
    content: '## A\n\nhand a\n',
    excerpt: 'ex',
    metaDescription: 'meta',
    keywords: ['k'],
    estimatedReadTime: 4,
    featuredImage: null,
    published: false,
    publishAt: null,
    updatedAt: new Date('2026-11-24T20:31:05.123Z'),
    ...overrides,
  }) as BlogPost;

describe('proposal rules', () => {
  describe(appliesItself.name, () => {
    const placeholder = post({ content: DRAFT_PLACEHOLDER_CONTENT });
    const draft = { kind: 'article' as const, base: proposalFieldsOf(placeholder), changes: { content: '## AI\n\ntext\n', excerpt: 'ai ex' } };

    it('applies only the first AI draft into a post that holds nothing but the placeholder (old or new line)', () => {
      expect(appliesItself(placeholder, draft)).toBe(true);
      expect(appliesItself(post({ content: ' This post is ready for Claude to write content.\n' }), { ...draft, base: proposalFieldsOf(post({ content: ' This post is ready for Claude to write content.\n' })) })).toBe(true);
    });

    it('keeps every other AI result pending: revisions, images, sentence rewrites, and drafts over human text', () => {
      expect(appliesItself(placeholder, { ...draft, kind: 'revision' })).toBe(false);
      expect(appliesItself(placeholder, { ...draft, kind: 'image', changes: { featuredImage: '/media/x.png' } })).toBe(false);
      expect(appliesItself(placeholder, { ...draft, kind: 'sentence' })).toBe(false);
      // The regression of issue 27: an untouched but written draft (a sentence the admin saved) is never overwritten.
      const written = post({ content: '## A\n\nA sentence the admin saved.\n' });
      expect(appliesItself(written, { ...draft, base: proposalFieldsOf(written) })).toBe(false);
      expect(appliesItself(post({ content: `Intro by hand.\n\n${DRAFT_PLACEHOLDER_CONTENT}` }), draft)).toBe(false);
    });

    it('waits when the post is live or scheduled, or a field the draft writes was edited meanwhile', () => {
      expect(appliesItself(post({ content: DRAFT_PLACEHOLDER_CONTENT, published: true }), draft)).toBe(false);
      expect(appliesItself(post({ content: DRAFT_PLACEHOLDER_CONTENT, publishAt: new Date('2026-12-01T09:00:00Z') }), draft)).toBe(false);
      expect(appliesItself(post({ content: DRAFT_PLACEHOLDER_CONTENT, excerpt: 'typed by hand' }), draft)).toBe(false);
      // A field the draft does not write (metaDescription here) may change meanwhile.
      expect(appliesItself(post({ content: DRAFT_PLACEHOLDER_CONTENT, metaDescription: 'typed by hand', updatedAt: new Date() }), draft)).toBe(true);
    });
  });

  describe(changesNow.name, () => {
    const sentence = { original: 'Views rose 40% in a week.', replacement: 'Views rose noticeably in a week.' };
    const proposal = { kind: 'sentence' as const, base: { content: 'stale copy' }, changes: { content: 'stale copy' }, sentence, baseUpdatedAt: new Date('2026-11-24T20:00:00Z') };

    it('splices a sentence rewrite into the post as it is now, so a later edit elsewhere survives', () => {
      const now = post({ content: 'Edited intro.\n\nViews rose 40% in a week. More text.\n', updatedAt: new Date('2026-11-24T21:00:00Z') });

      expect(changesNow(proposal, now)).toEqual({ content: 'Edited intro.\n\nViews rose noticeably in a week. More text.\n' });
      expect(isProposalStale(proposal, now)).toBe(false);
    });

    it('has nothing to write once the sentence is gone, and calls that stale', () => {
      const now = post({ content: 'Views rose a lot in a week.\n' });

      expect(changesNow(proposal, now)).toBeNull();
      expect(isProposalStale(proposal, now)).toBe(true);
    });

    it('carries the other kinds as they are: stale when the post moved on, overwriting only the edits to the fields they write', () => {
      const revision = { kind: 'revision' as const, base: proposalFieldsOf(post()), changes: { content: 'ai', excerpt: 'ai ex' }, sentence: null, baseUpdatedAt: new Date('2026-11-24T20:31:05.123Z') };
      const later = new Date('2026-11-24T20:31:05.124Z');

      expect(changesNow(revision, post())).toEqual({ content: 'ai', excerpt: 'ai ex' });
      expect(isProposalStale(revision, post())).toBe(false);
      expect(overwrittenEdits(revision, post())).toEqual([]);
      const handEdited = post({ updatedAt: later, content: 'edited by hand', metaDescription: 'by hand too' });
      expect(isProposalStale(revision, handEdited)).toBe(true);
      expect(overwrittenEdits(revision, handEdited)).toEqual(['content']);
      // Another field moved on (an image accepted meanwhile): stale, but nothing the revision writes would be lost.
      const imageAccepted = post({ updatedAt: later, featuredImage: '/media/new.png' });
      expect(isProposalStale(revision, imageAccepted)).toBe(true);
      expect(overwrittenEdits(revision, imageAccepted)).toEqual([]);
    });
  });

  it('name the fields that changed since the base, and say so in the 409 text', () => {
    const base = proposalFieldsOf(post());
    const now = proposalFieldsOf(post({ content: 'edited', keywords: ['k', 'new'] }));

    expect(changedFields(base, now)).toEqual(['content', 'keywords']);
    expect(formatUtcMinute(new Date('2026-11-24T20:31:59Z'))).toBe('2026-11-24 20:31 UTC');
    expect(staleMessage(['content', 'excerpt'], new Date('2026-11-24T20:31:00Z'))).toBe(
      'The post changed since AI started (content, excerpt edited 2026-11-24 20:31 UTC). Review the changes, or confirm to replace them.',
    );
    expect(staleMessage([], new Date('2026-11-24T20:31:00Z'))).toBe('The post changed since AI started (edited 2026-11-24 20:31 UTC). Review the changes, or confirm to replace them.');
  });

  it('give every applied proposal a reason naming the job and the feedback', () => {
    const job = '3f1e2d4c-0000-4000-8000-000000000000';

    expect(proposalReason('Applied', { kind: 'article', jobId: job, feedback: null, section: null })).toBe(`Applied AI draft (job ${job})`);
    expect(proposalReason('Accepted', { kind: 'image', jobId: job, feedback: null, section: null })).toBe(`Accepted AI image (job ${job})`);
    expect(proposalReason('Accepted', { kind: 'sentence', jobId: job, feedback: 'Unsupported claim', section: null })).toBe(`Accepted AI sentence rewrite (job ${job}; feedback: "Unsupported claim")`);
    expect(proposalReason('Accepted', { kind: 'revision', jobId: job, feedback: `Make it\n${'x'.repeat(100)}`, section: 'Pacing' })).toBe(
      `Accepted AI revision (job ${job}; section: "Pacing"; feedback: "Make it ${'x'.repeat(72)}…")`,
    );
  });

  describe(chosenChanges.name, () => {
    const changes = { content: '## A\n\nai a\n\n## B\n\nai b\n', excerpt: 'ai ex', estimatedReadTime: 6 };

    it('takes everything by default', () => {
      expect(chosenChanges(changes, 'current', {})).toEqual(changes);
    });

    it('takes the content and only the listed fields', () => {
      expect(chosenChanges(changes, 'current', { fields: ['excerpt'] })).toEqual({ content: changes.content, excerpt: 'ai ex' });
    });

    it('takes chosen sections into the current content, and fields only when listed', () => {
      expect(chosenChanges(changes, '## A\n\nhand a\n', { sections: ['B'] })).toEqual({ content: '## A\n\nhand a\n\n## B\n\nai b\n' });
      expect(chosenChanges(changes, '## A\n\nhand a\n', { sections: ['A'], fields: ['estimatedReadTime'] })).toEqual({ content: '## A\n\nai a\n', estimatedReadTime: 6 });
    });

    it('refuses a section or a field the proposal lacks', () => {
      expect(() => chosenChanges(changes, '', { sections: ['C'] })).toThrow(new ProposalChoiceError('Section not found: C'));
      expect(() => chosenChanges(changes, '', { fields: ['featuredImage'] })).toThrow('This proposal has no featuredImage to take');
      expect(() => chosenChanges({ featuredImage: '/media/x.png' }, '', { sections: ['A'] })).toThrow('This proposal has no content to take sections from');
    });
  });
});
