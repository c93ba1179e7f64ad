import { BLOG_CATEGORIES, countWords, estimateReadTime, slugify } from '@app/site';
import { DEMO_POSTS } from './demo-posts';

describe('DEMO_POSTS', () => {
  const sut = DEMO_POSTS;

  it('holds 12 posts, 3 in each category, with unique slugs and titles', () => {
    expect(sut).toHaveLength(12);
    for (const category of BLOG_CATEGORIES) expect(sut.filter((p) => p.category === category)).toHaveLength(3);
    expect(new Set(sut.map((p) => p.slug)).size).toBe(12);
    expect(new Set(sut.map((p) => p.title)).size).toBe(12);
  });

  it('are complete, well-formed articles', () => {
    for (const post of sut) {
      const words = countWords(post.content);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(900);
      expect(post.slug).toBe(slugify(post.title));
      expect(post.estimatedReadTime).toBe(estimateReadTime(post.content));
      expect(post.content).not.toMatch(/^# /m);
      expect(post.content.match(/^## /gm)!.length).toBeGreaterThanOrEqual(3);
      expect(post.content).toMatch(/^(- |\d+\. )/m);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.excerpt.length).toBeGreaterThan(60);
      expect(post.keywords.length).toBeGreaterThanOrEqual(3);
      expect(post.author).toBeTruthy();
      expect(post.createdAt.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 5, 1));
      expect(post.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 15, 23, 59));
      expect(post.content).not.toMatch(/lorem ipsum/i);
    }
    expect(sut.filter((p) => /^\| --- /m.test(p.content)).length).toBeGreaterThanOrEqual(2);
  });

  it('never repeats a paragraph across posts', () => {
    const paragraphs = sut.flatMap((p) => p.content.split(/\n\s*\n/).filter((b) => countWords(b) > 12));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('are listed newest first', () => {
    const times = sut.map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
