import { buildReport, buildReportPost } from '../../../../test/import-fixtures';
import { formatBytes, importedPosts, oldAddressCount, plural, skippedByReason } from './report-text';

const FIVE = [1, 2, 3, 4, 5].map((n) => buildReportPost({ position: n, title: `Post ${n}`, slug: `post-${n}` }));
const SKIP = buildReportPost({ position: 6, title: 'A page', action: 'skip', reason: 'A page, not a post' });

describe('importedPosts', () => {
  it('lists every post to import once a run completed without failures', () => {
    const report = buildReport({ items: [...FIVE, SKIP], outcome: { state: 'completed', imported: 5, skipped: 1, failed: 0, failures: [] } });

    expect(importedPosts(report).map((post) => post.title)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
  });

  it('lists only the posts a cancelled run reached, in file order, less those that failed', () => {
    // Positions out of order in the report still apply in file order.
    const report = buildReport({
      items: [FIVE[3], FIVE[0], FIVE[4], SKIP, FIVE[1], FIVE[2]],
      outcome: { state: 'cancelled', imported: 2, skipped: 1, failed: 1, failures: [{ title: 'Post 2', error: 'value too long' }] },
    });

    expect(importedPosts(report).map((post) => post.title)).toEqual(['Post 1', 'Post 3']);
  });

  it('lists nothing before the run ends', () => {
    expect(importedPosts(buildReport({ items: FIVE, outcome: null }))).toEqual([]);
  });
});

describe('skippedByReason', () => {
  it('groups the skipped posts by why, the most common reason first', () => {
    expect(
      skippedByReason([
        { title: 'Secret', reason: 'A private post' },
        { title: 'About', reason: 'A page, not a post' },
        { title: 'Contact', reason: 'A page, not a post' },
      ]),
    ).toEqual([
      { reason: 'A page, not a post', titles: ['About', 'Contact'] },
      { reason: 'A private post', titles: ['Secret'] },
    ]);
  });
});

describe('report words', () => {
  it.each([
    [0, '0 posts'],
    [1, '1 post'],
    [1500, '1,500 posts'],
  ])('counts %i as "%s"', (count, text) => {
    expect(plural(count, 'post')).toBe(text);
  });

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [300 * 1024 * 1024, '300 MB'],
    [2 * 1024 ** 3, '2 GB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('counts the old addresses of the posts to import only', () => {
    expect(oldAddressCount(buildReport())).toBe(3);
  });
});
