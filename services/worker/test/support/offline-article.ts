import { DEFAULT_BRAND_KIT } from '@app/contract';
import { slugify } from '@app/site';
import { OfflineProvider } from '../../src/providers/offline.provider';
import { toArticleDraft } from '../../src/providers/answer-parsing';

/**
 * The post an idea becomes: the draft the studio creates from it (its title, category, an excerpt naming
 * both, no keywords: frontend draftFromIdea), then written by the offline pipeline as ProduceArticleHandler
 * runs it (brief, outline, draft, edit, seo, cover) and applied to the post.
 */
export async function draftOfflineArticle(title: string, category: string) {
  const provider = new OfflineProvider();
  const request = { title, excerpt: `A ${category.toLowerCase()} article: ${title}`, category, keywords: [] as string[], brandKit: DEFAULT_BRAND_KIT };
  const brief = (await provider.planArticle(request)).value;
  const outline = (await provider.outlineArticle({ ...request, brief })).value;
  const content = (await provider.draftArticle({ ...request, brief, outline })).value;
  const edited = (await provider.editText({ ...request, goal: brief.angle, content })).value;
  const seo = (await provider.optimiseSeo({ ...request, content: edited.content })).value;
  const cover = (await provider.describeCover({ title, category, excerpt: seo.excerpt, brandKit: DEFAULT_BRAND_KIT })).value;
  const draft = toArticleDraft({ content: edited.content, excerpt: seo.excerpt, metaDescription: seo.metaDescription, keywords: seo.keywords }, request.keywords);
  return {
    title,
    slug: slugify(title),
    excerpt: draft.excerpt,
    metaDescription: draft.metaDescription,
    content: draft.content,
    featuredImage: '/media/cover.png',
    featuredImageAlt: cover.alt,
    keywords: draft.keywords,
  };
}
