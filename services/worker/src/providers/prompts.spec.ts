import { PromptName, PROMPT_VERSION, renderPrompt } from './prompts';

const TASKS: Record<PromptName, Record<string, string>> = {
  ideas: { count: '5', topic: 'Shorts', category: 'Video Editing', tone: 'casual', keywords: 'hooks', audience: 'beginners' },
  brief: { tone: 'professional', excerpt: 'none given', topic: 'Retention' },
  outline: { brief: 'Angle: A' },
  draft: { tone: 'professional', brief: 'Angle: A', outline: '- One' },
  edit: { goal: 'Be clear.', content: 'Text.' },
  seo: { digest: 'Opening.' },
  cover: { excerpt: 'An excerpt.' },
  revision: { content: 'Text.', feedback: 'Shorter.' },
  'section-revision': { outline: '- One', heading: 'One', section: 'Text.', feedback: 'Shorter.' },
  'claim-check': { claims: '1. [rules: unsupported] We employ 500 editors.' },
};
/** Tasks that are not about one article: they carry no article context. */
const WITHOUT_ARTICLE: PromptName[] = ['ideas', 'claim-check'];
const CONTEXT = { title: 'Retention editing', category: 'Video Editing', keywords: 'retention, hooks' };

describe(`prompts ${PROMPT_VERSION}`, () => {
  it('start every task with the same system prompt, holding the brand kit, and every article task with the same context', () => {
    const prompts = (Object.keys(TASKS) as PromptName[]).map((name) => renderPrompt(name, { brandKit: '## Brand kit\nVoice: plain.', context: WITHOUT_ARTICLE.includes(name) ? undefined : CONTEXT, values: TASKS[name] }));

    expect(new Set(prompts.map((prompt) => prompt.system)).size).toBe(1);
    expect(prompts[0].system).toContain('## Brand kit\nVoice: plain.');
    const names = Object.keys(TASKS) as PromptName[];
    for (const [index, prompt] of prompts.entries()) {
      if (WITHOUT_ARTICLE.includes(names[index])) expect(prompt.context).toBeUndefined();
      else expect(prompt.context).toBe('## The article\nTitle: "Retention editing"\nCategory: Video Editing\nKeywords: retention, hooks');
    }
    // What varies by task stays out of the shared parts.
    expect(prompts.find((prompt) => prompt.user.includes('Shorter.'))).toBeDefined();
    for (const prompt of prompts) expect(`${prompt.system}${prompt.context ?? ''}`).not.toMatch(/Shorter\.|Opening\.|An excerpt\.|500 editors/);
  });

  it('throw on a placeholder without a value', () => {
    expect(() => renderPrompt('edit', { brandKit: '', context: CONTEXT, values: { goal: 'x' } })).toThrow('{{content}}');
  });

  it('still render an older version, whose files hold their own system section', () => {
    const sut = renderPrompt('cover', { brandKit: 'KIT', values: { title: 'T', category: 'C', excerpt: 'E' } }, 'v4');

    expect(sut.system).toContain('KIT');
    expect(sut.context).toBeUndefined();
    expect(sut.user).toContain('The cover of the blog article "T"');
  });
});
