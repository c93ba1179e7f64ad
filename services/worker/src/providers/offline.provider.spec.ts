import { bannedPhrasePattern, DEFAULT_BRAND_KIT, type BrandKitContent } from '@app/contract';
import { OfflineProvider } from './offline.provider';

const BRIEF = { title: 'Retention editing for YouTube creators', category: 'Video Editing', keywords: ['retention'], tone: 'professional' as const };
const SETTINGS = { topic: 'Retention', keywords: ['retention'], targetLength: 'short' as const, tone: 'professional' as const, industry: 'Video Editing' };

/** Every answer of every stage, as one text, for a given kit (undefined: none passed). */
async function everyStage(brandKit?: BrandKitContent): Promise<string> {
  const sut = new OfflineProvider();
  const request = { ...BRIEF, brandKit };
  const brief = (await sut.planArticle(request)).value;
  const outline = (await sut.outlineArticle({ ...request, brief })).value;
  const content = (await sut.draftArticle({ ...request, brief, outline })).value;
  const edited = (await sut.editText({ ...request, goal: brief.angle, content })).value;
  const seo = (await sut.optimiseSeo({ ...request, content: edited.content })).value;
  const cover = (await sut.describeCover({ ...request, excerpt: seo.excerpt })).value;
  const revised = (await sut.reviseArticle({ ...request, content: edited.content, feedback: 'Add a checklist' })).value;
  const section = (await sut.reviseSection({ ...request, outline: outline.sections, heading: outline.sections[0], body: 'Say what the viewer gets.', feedback: 'Shorter' })).value;
  const ideas = (await sut.generateIdeas(SETTINGS, 10, 7, brandKit)).value;
  return JSON.stringify({ brief, outline, content, edited, seo, cover, revised, section, ideas });
}

describe(OfflineProvider.name, () => {
  it("never outputs a phrase the brand kit bans, in any stage, even words it would otherwise write", async () => {
    const unfiltered = await everyStage();
    // Words the writer really uses for this brief (checked first), banned by the admin.
    const banned = ['retention', 'viewer', 'Hyperframe mark'];
    for (const phrase of banned) expect(unfiltered).toMatch(bannedPhrasePattern(phrase));

    const sut = await everyStage({ ...DEFAULT_BRAND_KIT, bannedPhrases: [...DEFAULT_BRAND_KIT.bannedPhrases, ...banned] });

    for (const phrase of [...DEFAULT_BRAND_KIT.bannedPhrases, ...banned]) expect(sut).not.toMatch(bannedPhrasePattern(phrase));
  });

  it('writes the same article with the default kit as without one (the writer uses none of its phrases)', async () => {
    expect(await everyStage(DEFAULT_BRAND_KIT)).toBe(await everyStage());
  });
});
