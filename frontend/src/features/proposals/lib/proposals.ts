import { fieldWords, inWords } from '@/lib/studio/field-words';
import type { ProposalFieldName, ProposalFields, ProposalKind, ProposalView } from '../types';

export const PROPOSAL_KIND_LABEL: Record<ProposalKind, string> = {
  article: 'AI draft',
  revision: 'AI revision',
  image: 'AI image',
  sentence: 'AI sentence rewrite',
};

export { fieldWords, inWords } from '@/lib/studio/field-words';

/** The first words of the stale warning: what changed on the post since the AI job started. */
export function staleMessage(changedSinceBase: string[]): string {
  return changedSinceBase.length
    ? `You edited the ${inWords(changedSinceBase.map(fieldWords))} after AI started.`
    : 'The post changed after AI started.';
}

/** The non-content fields an accept can take, in the order the studio shows them. */
export const PROPOSAL_FIELDS: readonly ProposalFieldName[] = ['excerpt', 'metaDescription', 'keywords', 'estimatedReadTime', 'featuredImage', 'featuredImageAlt'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The non-content fields the proposal would really change (proposed, and different from the post now). */
export function changedFields(proposal: Pick<ProposalView, 'changes' | 'current'>): ProposalFieldName[] {
  return PROPOSAL_FIELDS.filter((field) => proposal.changes[field] !== undefined && !same(proposal.changes[field], proposal.current[field]));
}

/** A field's value as one line of text, for a word diff. */
export function fieldText(fields: ProposalFields, field: Exclude<ProposalFieldName, 'featuredImage'>): string {
  if (field === 'keywords') return (fields.keywords ?? []).join(', ');
  if (field === 'estimatedReadTime') return fields.estimatedReadTime === undefined ? '' : `${fields.estimatedReadTime} min`;
  return fields[field] ?? '';
}
