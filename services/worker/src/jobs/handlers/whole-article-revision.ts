import { BlogPost, ProposalFields } from '@app/contract';
import { AiProvider, BrandContext } from '../../providers/ai-provider';
import { toArticleDraft } from '../../providers/answer-parsing';
import { PROMPT_VERSION } from '../../providers/prompts';
import { JobRun } from '../job-run.service';

export interface Revision {
  changes: ProposalFields;
  model: string;
  promptVersion?: string;
}

export function editGoal(feedback: string): string {
  return `Apply the editor's feedback in full: ${feedback}`;
}

/**
 * A whole-article rewrite in two stages: draft (the provider rewrites the article with the feedback),
 * then edit (a critique-and-fix pass over the result). Used by Request Changes and by a live post's refresh.
 */
export async function reviseWholeArticle(
  deps: { ai: AiProvider },
  run: JobRun,
  input: { post: BlogPost; content: string; feedback: string; brand: BrandContext },
): Promise<Revision> {
  const { ai } = deps;
  const { post, content, feedback, brand } = input;
  const request = { title: post.title, category: post.category, keywords: post.keywords, ...brand };
  const draft = await run.stage('draft', ai.name, () => ai.reviseArticle({ ...request, content, feedback }));
  const edited = await run.stage('edit', ai.name, () => ai.editText({ ...request, goal: editGoal(feedback), content: draft.content }));
  const changes = toArticleDraft({ ...draft, content: edited.content }, post.keywords);
  return {
    ...(await stagesModel(deps, run)),
    changes: { content: changes.content, excerpt: changes.excerpt, metaDescription: changes.metaDescription, keywords: changes.keywords, estimatedReadTime: changes.estimatedReadTime },
  };
}

/** The model of the last stage, as the stages recorded it. */
export async function stagesModel(deps: { ai: AiProvider }, run: JobRun): Promise<Pick<Revision, 'model' | 'promptVersion'>> {
  return { model: (await run.recordedModel()) ?? deps.ai.name, promptVersion: deps.ai.name === 'offline' ? undefined : PROMPT_VERSION };
}
