import type { IdeaRunSummary } from '../types';

/**
 * Why a run gave fewer new ideas than asked (the spec is silent: the studio says so rather than leave
 * 'Generated Ideas (0)' unexplained). Null when the run gave all it was asked for.
 */
export function ideaShortfallMessage({ requested, created, skippedDuplicates }: IdeaRunSummary): string | null {
  if (created >= requested) return null;
  const missing = requested - created;
  if (skippedDuplicates > 0) {
    return created === 0
      ? `None of the ${requested} ideas were new: every title the writer came up with matched ideas, drafts or posts you already have, so nothing was added to the list. Try another topic or angle.`
      : `Only ${created} of ${requested} ideas ${created === 1 ? 'was' : 'were'} new: ${missing} matched ideas, drafts or posts you already have. Try another topic or angle.`;
  }
  return created === 0
    ? 'The idea writer came back with no titles this time. Try again, or try another topic or angle.'
    : `Only ${created} of ${requested} ideas came back from the idea writer this time. Try again for more.`;
}
