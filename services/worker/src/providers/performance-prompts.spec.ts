import { IdeaSettings, NO_TOTALS, pageFigures, PostPerformance } from '@app/contract';
import { ChatAnswer, ChatProvider, StructuredAnswer } from './chat-provider';
import { OfflineProvider } from './offline.provider';
import type { Prompt } from './prompts';

const STAR: PostPerformance = {
  postId: 7,
  title: 'Colour grading wedding films',
  slug: 'colour-grading-wedding-films',
  category: 'Video Editing',
  keywords: ['colour grading', 'weddings'],
  days: 30,
  ...pageFigures({ ...NO_TOTALS, views: 300, visitors: 240, engagedMs: 300 * 60_000, depth100: 120, ctaClicks: 12 }),
};
const FIGURES = '"Colour grading wedding films" (Video Editing): 240 readers and 300 views in 30 days, 60 s engaged per view, 40% read to the end, 4% clicked the call to action';
const SETTINGS: IdeaSettings = { topic: 'Podcast studios', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' };
const BRIEF = { title: 'Night weddings', category: 'Video Editing', keywords: ['night'] };

/** An LLM adapter that records its prompts and answers what each stage asks for. */
class RecordingProvider extends ChatProvider {
  readonly name = 'openai' as const;
  readonly prompts: Prompt[] = [];

  protected async complete(prompt: Prompt, structured?: StructuredAnswer): Promise<ChatAnswer> {
    this.prompts.push(prompt);
    const json =
      structured?.answer === 'ideas'
        ? { ideas: ['One title', 'Another title'] }
        : { angle: 'An angle.', audience: 'Editors', keyPoints: ['First point', 'Second point'], facts: [] };
    return { text: JSON.stringify(json), json, model: 'recording', inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 };
  }
}

describe('Reading figures in the prompts (issue 31)', () => {
  it('the LLM adapters put the best performers and their figures into the idea prompt', async () => {
    const sut = new RecordingProvider();

    await sut.generateIdeas(SETTINGS, 5, 0, undefined, [STAR]);
    await sut.generateIdeas(SETTINGS, 5, 0, undefined, []);

    expect(sut.prompts[0].user).toContain(`more like these`);
    expect(sut.prompts[0].user).toContain(`- ${FIGURES}`);
    expect(sut.prompts[1].user).not.toContain('more like these');
  });

  it("the LLM adapters put related articles' figures into the brief prompt", async () => {
    const sut = new RecordingProvider();

    await sut.planArticle({ ...BRIEF, related: [STAR] });
    await sut.planArticle(BRIEF);

    expect(sut.prompts[0].user).toContain(`How related articles on our blog were read`);
    expect(sut.prompts[0].user).toContain(`- ${FIGURES}`);
    expect(sut.prompts[1].user).not.toContain('related articles');
  });

  it('the offline writer leans its ideas on the best performers', async () => {
    const sut = new OfflineProvider();

    const plain = (await sut.generateIdeas(SETTINGS, 5, 42)).value;
    const steered = (await sut.generateIdeas(SETTINGS, 5, 42, undefined, [STAR])).value;

    expect(plain.some((title) => /colour grading|weddings/i.test(title))).toBe(false);
    expect(steered.filter((title) => /colour grading|weddings/i.test(title)).length).toBeGreaterThanOrEqual(1);
  });

  it("the offline writer's brief ends with what to learn from related articles, figures included", async () => {
    const sut = new OfflineProvider();

    const plain = (await sut.planArticle(BRIEF)).value;
    const informed = (await sut.planArticle({ ...BRIEF, related: [STAR] })).value;

    expect(informed.keyPoints.slice(0, -1)).toEqual(plain.keyPoints);
    expect(informed.keyPoints.at(-1)).toBe(`Learn from how related articles were read: ${FIGURES}`);
  });
});
