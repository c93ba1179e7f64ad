import { BlogPost } from '../entities/blog-post.entity';
import { appliesItself, changedFields, chosenChanges, formatUtcMinute, ProposalChoiceError, proposalFieldsOf, proposalReason, staleMessage } from './proposal-rules';

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
  it('apply an AI result by itself only to an unpublished draft still at the job\'s version', () => {
    const version = new Date('2026-11-24T20:31:05.123Z');

    expect(appliesItself(post(), version)).toBe(true);
    expect(appliesItself(post({ published: true }), version)).toBe(false);
    // Scheduled: it goes live as the admin last saw it, so AI output waits for an accept.
    expect(appliesItself(post({ publishAt: new Date('2026-12-01T09:00:00Z') }), version)).toBe(false);
    expect(appliesItself(post({ updatedAt: new Date('2026-11-24T20:31:05.124Z') }), version)).toBe(false);
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
