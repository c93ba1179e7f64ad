import { buildJob, buildStage, ranStage } from '../../../test/admin-fixtures';
import { canCancel, canRetry, elapsedMs, formatElapsed, formatUsd, jobStopReason } from './job-timeline';

describe('job timeline rules', () => {
  it('formats elapsed time for a glance', () => {
    expect(formatElapsed(0)).toBe('0.0 s');
    expect(formatElapsed(1540)).toBe('1.5 s');
    expect(formatElapsed(42_900)).toBe('42 s');
    expect(formatElapsed(185_000)).toBe('3 min 05 s');
  });

  it('formats dollars to the cent, and fractions of a cent to four decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.0087)).toBe('$0.0087');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('measures a stage until it finished, or until now while it runs', () => {
    const start = '2026-11-24T20:00:00.000Z';
    expect(elapsedMs(buildStage('brief'), Date.now())).toBeNull();
    expect(elapsedMs(ranStage('brief', start, 2500), Date.parse(start) + 99_000)).toBe(2500);
    expect(elapsedMs(buildStage('draft', { state: 'running', startedAt: start }), Date.parse(start) + 7000)).toBe(7000);
  });

  it('offers Cancel on a queued or running job not already stopping, Retry on a failed or cancelled one', () => {
    expect([canCancel(buildJob({ state: 'queued' })), canCancel(buildJob({ state: 'running' })), canCancel(buildJob({ cancelRequested: true }))]).toEqual([true, true, false]);
    expect(canCancel(buildJob({ state: 'completed' }))).toBe(false);
    expect(['queued', 'running', 'completed', 'failed', 'cancelled'].map((state) => canRetry({ state: state as never }))).toEqual([false, false, false, true, true]);
  });

  it("names the job's stop reason only when no stage says it", () => {
    const stages = [buildStage('brief', { state: 'failed', error: 'Timed out' })];
    expect(jobStopReason(buildJob({ state: 'failed', error: 'Timed out', stages }))).toBeNull();
    expect(jobStopReason(buildJob({ state: 'failed', error: 'Monthly budget reached', stages: [ranStage('brief', '2026-11-24T20:00:00.000Z', 1)] }))).toBe('Monthly budget reached');
    expect(jobStopReason(buildJob({ state: 'running', error: 'stale' }))).toBeNull();
  });
});

