import { countOf, formatDay, formatDepth, formatEngaged, formatLoss, formatPeriod, formatRate } from './figures-format';

describe('figures-format', () => {
  it.each([
    [0, '0 s'],
    [41.6, '42 s'],
    [59.4, '59 s'],
    [60, '1 min 00 s'],
    [185, '3 min 05 s'],
  ])('engaged time %p s reads %p', (seconds, text) => expect(formatEngaged(seconds)).toBe(text));

  it.each([
    [0, '0%'],
    [0.0042, '0.4%'],
    [0.042, '4.2%'],
    [0.1, '10%'],
    [0.375, '38%'],
    [1, '100%'],
  ])('share %p reads %p', (share, text) => expect(formatRate(share)).toBe(text));

  it('rounds a read depth given in percent', () => expect(formatDepth(74.6)).toBe('75%'));

  it('formats UTC days whatever the local time zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1');
    expect(formatPeriod('2026-02-01', '2026-03-02')).toBe('Feb 1 – Mar 2, 2026');
  });

  it('counts in the singular for one', () => {
    expect(countOf(1, 'view')).toBe('1 view');
    expect(countOf(0, 'view')).toBe('0 views');
    expect(countOf(1234, 'CTA click')).toBe('1,234 CTA clicks');
  });

  it('says a loss of readers with its share', () => expect(formatLoss(40, -0.333)).toBe('−40 (−33%)'));
});
