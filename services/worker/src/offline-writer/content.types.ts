import { IdeaSettings } from '@app/contract';
import type { SectionRevisionBrief } from '../providers/ai-provider';

/** The briefs and the draft are the provider port's own types: the offline writer is one more provider. */
export type { ArticleBrief, ArticleDraft, RevisionBrief } from '../providers/ai-provider';

export type ContentTone = IdeaSettings['tone'];

/** One section to rewrite; the offline reviser works from the section alone (no outline). */
export type ReviseSectionInput = Omit<SectionRevisionBrief, 'outline'>;

export const META_DESCRIPTION_MAX = 160;
