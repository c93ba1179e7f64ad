import type { PostChecks } from '@/lib/studio/api/get-checks';
import { checkMarks } from './check-marks';

const CHECKED = '## Results\n\nLast year **we generated** 900M views. Let us delve into it.';
const COLUMN = CHECKED.split('\n')[2].indexOf('delve') + 1;
const CHECKS: PostChecks = {
  score: 70,
  items: [
    { id: 'claim-1', level: 'blocker', message: 'Unsupported claim: 900M views', excerpt: 'Last year we generated 900M views.', claim: { sentence: 'Last year we generated 900M views.', section: 'Results', supported: false, verdict: 'unsupported', atoms: [] } },
    { id: 'claim-2', level: 'pass', message: 'Supported', excerpt: 'Fine.', claim: { sentence: 'Fine.', section: null, supported: true, verdict: 'supported', atoms: [] } },
    { id: 'banned-phrase-1', level: 'warning', message: `Banned phrase "delve" in the content at line 3, column ${COLUMN}.`, position: { field: 'content', line: 3, column: COLUMN, length: 5 } },
    { id: 'banned-phrase-2', level: 'warning', message: 'Banned phrase "delve" in the title at line 1, column 1.', position: { field: 'title', line: 1, column: 1, length: 5 } },
  ],
};

describe(checkMarks.name, () => {
  it('places unsupported claims (across bold) and banned phrases in the content; supported claims and other fields are left alone', () => {
    const marks = checkMarks(CHECKS, CHECKED, CHECKED);
    const text = (mark: { from: number; to: number }) => CHECKED.slice(mark.from, mark.to);
    expect(marks.source.map((mark) => [mark.kind, text(mark)])).toEqual([
      ['claim', 'Last year **we generated** 900M views.'],
      ['banned', 'delve'],
    ]);
    expect(marks.preview).toEqual([
      { text: 'Last year we generated 900M views.', title: 'Unsupported claim', kind: 'claim' },
      { text: 'delve', title: 'Banned phrase', kind: 'banned' },
    ]);
  });

  it('follows the words when the admin typed on after the check', () => {
    const now = `Intro added since.\n\n${CHECKED}`;
    const marks = checkMarks(CHECKS, CHECKED, now);
    expect(marks.source.map((mark) => now.slice(mark.from, mark.to))).toEqual(['Last year **we generated** 900M views.', 'delve']);
  });

  it('marks nothing without checks, or where the words are gone', () => {
    expect(checkMarks(undefined, CHECKED, CHECKED)).toEqual({ source: [], preview: [] });
    expect(checkMarks(CHECKS, CHECKED, 'All rewritten.').source).toEqual([]);
  });
});
