import { holdsDraftPlaceholder } from '@app/site';
import type { ProductionDetail } from '../types';

type ProposalView = NonNullable<ProductionDetail['proposal']>;

/**
 * The text a revision request rewrites (issue 13): the post's current content, except while the post
 * still holds the draft placeholder and an AI draft is pending, which is then the text revised. Its
 * `##` headings are the sections a request can target; any other heading would be 'Section not found'.
 */
export function textUnderRevision(postContent: string | null | undefined, proposal: ProposalView | null | undefined): string {
  const pending = proposal?.changes.content;
  const current = proposal?.current.content ?? postContent ?? '';
  return pending !== undefined && (!current.trim() || holdsDraftPlaceholder(current)) ? pending : current;
}
