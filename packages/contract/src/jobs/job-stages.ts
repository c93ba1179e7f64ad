import { AiJobName, JobName } from './job.enums';

/** Stage names: stable strings stored in ai_job_stages.name. */
export const STAGE_NAMES = ['ideas', 'brief', 'outline', 'draft', 'edit', 'seo', 'cover', 'claims'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/**
 * The stages of each job kind, in order: each is one provider call with its own prompt file, and its output
 * is a checkpoint. An article runs the whole editorial pipeline; a revision rewrites (`draft`) and then
 * critiques and fixes (`edit`) the targeted text (a refresh of a live post too); a sentence rewrite is one `edit`; ideas stay one call; an image job designs a cover.
 */
export const JOB_STAGES: Record<AiJobName, readonly StageName[]> = {
  [JobName.GenerateIdeas]: ['ideas'],
  [JobName.ProduceArticle]: ['brief', 'outline', 'draft', 'edit', 'seo', 'cover'],
  [JobName.ReviseArticle]: ['draft', 'edit'],
  [JobName.RegenerateProductionImage]: ['cover'],
  [JobName.RegeneratePostImage]: ['cover'],
  [JobName.RefreshArticle]: ['draft', 'edit'],
  [JobName.CheckClaims]: ['claims'],
  // No provider calls: its progress line counts posts (import_runs keeps the report).
  [JobName.ImportPosts]: [],
  // One critique-and-fix call over the one sentence.
  [JobName.RewriteSentence]: ['edit'],
};

/** The stages of a stored job kind; none for a kind this build does not know. */
export function stagesOf(kind: string): readonly StageName[] {
  return (JOB_STAGES as Record<string, readonly StageName[] | undefined>)[kind] ?? [];
}
