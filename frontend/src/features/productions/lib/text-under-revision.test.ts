import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildProposal } from '../../../../test/admin-fixtures';
import { textUnderRevision } from './text-under-revision';

describe(textUnderRevision.name, () => {
  const proposal = buildProposal({ current: { content: '## Mine\nedited' }, changes: { content: '## AI\ntext' } });

  it("is the post's current content, even with a pending proposal", () => {
    expect(textUnderRevision('ignored', proposal)).toBe('## Mine\nedited');
    expect(textUnderRevision('## Post\ntext', null)).toBe('## Post\ntext');
  });

  it('is the pending AI text while the post still holds the draft placeholder', () => {
    const onPlaceholder = buildProposal({ current: { content: DRAFT_PLACEHOLDER_CONTENT }, changes: { content: '## AI\ntext' } });
    expect(textUnderRevision(DRAFT_PLACEHOLDER_CONTENT, onPlaceholder)).toBe('## AI\ntext');
  });
});
