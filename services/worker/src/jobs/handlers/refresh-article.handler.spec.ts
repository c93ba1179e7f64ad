import { refreshFeedback } from './refresh-article.handler';

describe(refreshFeedback.name, () => {
  it("asks for an update that keeps what still holds, with the post's age and the editor's notes", () => {
    const sut = refreshFeedback({ ageDays: 540, notes: '  Prices rose in 2026.  ' });

    expect(sut).toMatch(/^Refresh this published article for today's readers\. It was last updated 540 days ago\./);
    expect(sut).toContain('keep everything that still holds');
    expect(sut.endsWith('The editor adds: Prices rose in 2026.')).toBe(true);
  });

  it('leaves out what it does not know', () => {
    const sut = refreshFeedback({ notes: '   ' });

    expect(sut).not.toContain('days ago');
    expect(sut).not.toContain('The editor adds');
  });
});
