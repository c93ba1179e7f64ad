import { extractJson, parseArticle, parseIdeas, parseSection } from './answer-parsing';

const BODY = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');

describe('answer parsing', () => {
  describe(parseIdeas.name, () => {
    it.each([
      ['a JSON array', '["First idea", "Second idea"]'],
      ['an object with ideas', '{"ideas": ["First idea", "Second idea"]}'],
      ['objects with titles', '[{"title": "First idea"}, {"title": "Second idea"}]'],
      ['a fenced JSON block after a preamble', 'Sure!\n```json\n{"ideas": ["First idea", "Second idea"]}\n```'],
      ['a numbered list with a preamble', 'Here are ideas:\n1. First idea\n2) **Second idea**'],
      ['a bulleted list with quotes', '- "First idea"\n* Second idea'],
      ['titles with labels', '1. Title: First idea\n2. Title: Second idea'],
    ])('reads %s', (_form, text) => {
      expect(parseIdeas(text)).toEqual(['First idea', 'Second idea']);
    });

    it('drops duplicates (case-insensitive) and fragments', () => {
      expect(parseIdeas('- First idea\n- first IDEA\n- ok\n- Second idea')).toEqual(['First idea', 'Second idea']);
    });
  });

  describe(parseSection.name, () => {
    it('takes the JSON content, drops a repeated heading line, keeps other headings', () => {
      expect(parseSection(JSON.stringify({ content: '## Keep the pace\n\nNew text.\n\n### Detail\n\nMore.' }), 'Keep the pace')).toBe('New text.\n\n### Detail\n\nMore.');
      expect(parseSection('```markdown\nPlain text answer.\n```', 'Any')).toBe('Plain text answer.');
      expect(parseSection('## Another heading\n\nText.', 'Keep the pace')).toBe('## Another heading\n\nText.');
    });

    it('refuses an empty answer', () => {
      expect(() => parseSection('{"content": "  "}', 'H')).toThrow('no section text');
    });
  });

  describe(parseArticle.name, () => {
    it('takes JSON fields and computes read time; keeps meta within 160 characters', () => {
      const sut = parseArticle(JSON.stringify({ content: `# Title\n\n${BODY}`, excerpt: 'Ex', metaDescription: 'm'.repeat(300), keywords: 'a, b' }), ['z']);

      expect(sut.content).toBe(BODY);
      expect(sut.excerpt).toBe('Ex');
      expect(sut.metaDescription.length).toBeLessThanOrEqual(160);
      expect(sut.keywords).toEqual(['a', 'b']);
      expect(sut.estimatedReadTime).toBe(1);
    });

    it('falls back to plain markdown with excerpt from the first paragraph', () => {
      const sut = parseArticle(`## Heading\n\n${BODY}\n\n- a list`, ['k']);

      expect(sut.excerpt.startsWith('word0 word1')).toBe(true);
      expect(sut.keywords).toEqual(['k']);
    });

    it('refuses an answer without an article', () => {
      expect(() => parseArticle('I cannot do that.', [])).toThrow(/no article/);
    });
  });

  it('extractJson ignores text around the JSON and answers undefined for none', () => {
    expect(extractJson('note: {"a": 1} end')).toEqual({ a: 1 });
    expect(extractJson('no json here')).toBeUndefined();
  });
});
