import { ArticleBrief } from '../../src/providers/ai-provider';
import { OfflineProvider } from '../../src/providers/offline.provider';

/**
 * What the offline writer answers at each stage of an article, by the structured format a request names:
 * answers with a real article's size, for a fake server that stands in for a model.
 */
export async function offlineStageAnswers(request: ArticleBrief): Promise<Record<string, unknown>> {
  const writer = new OfflineProvider(0);
  const brief = (await writer.planArticle(request)).value;
  const outline = (await writer.outlineArticle({ ...request, brief })).value;
  const draft = (await writer.draftArticle({ ...request, brief, outline })).value;
  const edited = (await writer.editText({ ...request, goal: brief.angle, content: draft })).value;
  const seo = (await writer.optimiseSeo({ ...request, content: edited.content })).value;
  const cover = (await writer.describeCover({ ...request, excerpt: seo.excerpt })).value;
  return { editorial_brief: brief, article_outline: outline, article_draft: { content: draft }, edited_text: edited, seo_fields: seo, cover_text: cover };
}
