import { reviseArticle, reviseSection, feedbackFocus } from './article-reviser';
import { findSection, sectionBody } from '@app/site';
import { writeArticle } from './article-writer';
import { countWords } from './text';

const base = { title: 'Colour Grading for Music Videos', category: 'Video Editing', keywords: ['colour grading'] };
const original = writeArticle({ ...base, tone: 'professional' }).content;
const revise = (feedback: string, content = original) => reviseArticle({ ...base, content, feedback });
const headings = (text: string) => text.match(/^## .*/gm) ?? [];

describe(reviseArticle.name, () => {
  const sut = reviseArticle;

  it('always changes the article and is deterministic', () => {
    for (const feedback of ['Make it shorter', 'Add examples', 'ok', 'Needs more punch', 'More casual tone please']) {
      const result = sut({ ...base, content: original, feedback });
      expect(result.content).not.toEqual(original);
      expect(result).toEqual(sut({ ...base, content: original, feedback }));
      expect(result.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('still changes the article, without repeating itself, when the same request comes twice', () => {
    const once = revise('Add some real-world examples').content;
    const twice = revise('Add some real-world examples', once).content;
    expect(twice).not.toEqual(once);
    const paragraphs = twice.split(/\n\s*\n/).filter((p) => countWords(p) > 12);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('revises text that has no sections at all', () => {
    const result = revise('Add a section about pricing', 'Just one paragraph of text about colour grading.');
    expect(result.content).toContain('## Pricing');
    expect(result.content).toContain('Just one paragraph of text about colour grading.');
  });

  it('shortens when asked, keeping every section', () => {
    for (const feedback of ['This is too long, make it more concise', 'Tighten the article', 'Shorten it']) {
      const result = revise(feedback).content;
      expect(countWords(result)).toBeLessThan(countWords(original) * 0.85);
      expect(headings(result)).toEqual(headings(original));
    }
  });

  it('lengthens when asked', () => {
    expect(countWords(revise('Go deeper and expand it').content)).toBeGreaterThan(countWords(original));
  });

  it('adds examples, a beginner plan, advanced detail and statistics on request', () => {
    expect(revise('Add some real-world examples').content).toMatch(/## Real-world examples[\s\S]*\*\*Example 1\.\*\*/);
    expect(revise('Make it more beginner-friendly').content).toMatch(/## Starting from scratch[\s\S]*\n1\. /);
    expect(revise('Make it more beginner friendly').content).not.toMatch(/^Let's be honest/);
    expect(revise('Make it more technical').content).toContain('## Advanced techniques in detail');
    expect(revise('Add some stats for credibility').content).toMatch(/## The numbers behind our approach[\s\S]*55\.8M\+/);
  });

  it('adds a section about the subject the feedback names', () => {
    const result = revise('Please add a section about export settings for TikTok');
    expect(headings(result.content)).toContain('## Export Settings for TikTok');
    // The article speaks to the reader, never about its own revision.
    expect(result.content).not.toMatch(/This updated version/i);
    // The call to action stays last.
    expect(headings(result.content).pop()).toEqual(headings(original).pop());
  });

  it('answers free-form feedback with a section on its subject', () => {
    const result = revise('I think the piece needs to talk about lighting on set');
    expect(headings(result.content)).toContain('## Lighting on Set');
    expect(result.content).toContain('lighting on set');
  });

  it('mentions what it is asked to mention', () => {
    expect(revise('Mention the Live service').content).toContain('Our Live service exists for exactly this: live multi-camera production (coming soon).');
  });

  it('removes what it is asked to remove', () => {
    const table = writeArticle({ title: 'Sound Design Secrets From Television', category: 'Video Editing', keywords: [] }).content;
    const withTable = table.includes('| --- |') ? table : original;
    expect(revise('Remove the table', withTable).content).not.toContain('| --- |');
    const sections = headings(original).slice(1, -1);
    const target = sections[0].replace('## ', '');
    expect(headings(revise(`Remove the section about ${target.toLowerCase()}`).content)).not.toContain(`## ${target}`);
  });

  it('changes the tone', () => {
    const casual = revise('Make it more casual and friendly').content;
    expect(casual).toMatch(/^Let's be honest:/);
    expect(casual).toMatch(/don't|it's|you're|we've/);
    const formal = revise('Make it formal', casual).content;
    expect(formal).not.toMatch(/^Let's be honest/);
    expect(formal).not.toMatch(/\bdon't\b/);
  });

  it('rewrites a weak opening', () => {
    const result = revise('The intro is weak');
    expect(result.content.split('\n\n')[0]).not.toEqual(original.split('\n\n')[0]);
    expect(result.content).toContain('In this article:');
  });

  it('strengthens the call to action', () => {
    expect(revise('Give it a stronger call to action').content).toMatch(/\*\*Join (the )?Academy today/);
  });
});

describe(feedbackFocus.name, () => {
  it('strips the polite framing', () => {
    expect(feedbackFocus('Please focus on client communication.')).toBe('client communication');
    expect(feedbackFocus('Could you talk more about pricing packages')).toBe('pricing packages');
  });
});

describe(reviseSection.name, () => {
  const sut = reviseSection;
  const heading = (original.match(/^## (.*)$/m) ?? [])[1]!;
  const body = sectionBody(findSection(original, heading)!);
  const revise = (feedback: string, text = body) => sut({ ...base, heading, body: text, feedback });

  it('always changes the section, deterministically, and never starts a new ## section', () => {
    for (const feedback of ['Make it shorter', 'Add examples', 'ok', 'Needs more punch', 'More casual tone please', 'Add a summary', 'Stronger call to action', 'Make the intro better', 'Remove the table']) {
      const result = revise(feedback);
      expect(result).not.toEqual(body);
      expect(result).toEqual(revise(feedback));
      expect(result).not.toMatch(/^## /m);
      expect(result).not.toMatch(/This updated version also covers|In this article:/);
    }
  });

  it('weaves requested material into the section itself, under no new heading', () => {
    expect(revise('Add some real-world examples')).toMatch(/\*\*Example 1\.\*\*/);
    expect(revise('Add some real-world examples').startsWith(body)).toBe(true);
    for (const feedback of ['Add some real-world examples', 'Add a section about lens choice', 'Rewrite this for people who shoot on a phone', 'Expand this section']) {
      expect(revise(feedback)).not.toMatch(/^#{2,} /m);
    }
    expect(revise('Add a section about lens choice')).toContain('lens choice');
  });

  it('rewrites the section around a request no intent names, instead of appending under it', () => {
    const sut = revise('Rewrite this for people who shoot on a phone');

    expect(sut).toContain('people who shoot on a phone');
    expect(sut.startsWith(body)).toBe(false);
  });

  it('shortens to the number of sentences asked for, and expands with more of its own kind of text', () => {
    const two = revise('Shorten to two sentences');
    expect(two.match(/[.!?](\s|$)/g)).toHaveLength(2);
    expect(countWords(two)).toBeLessThan(countWords(body));
    expect(countWords(revise('Expand this section'))).toBeGreaterThan(countWords(body));
  });

  it('shortens and changes the tone of the section itself', () => {
    expect(countWords(revise('Make it shorter'))).toBeLessThan(countWords(body));
    expect(countWords(revise('Make it shorter', 'One sentence here. Two sentences here. Three sentences here. Four.'))).toBeLessThan(10);
    expect(revise('Make it more casual')).toMatch(/^Let's be honest: /);
  });
});
