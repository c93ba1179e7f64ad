import { ACTIVE_PRODUCTION_STATUSES, isActiveProductionStatus } from './production-status';

describe(isActiveProductionStatus.name, () => {
  it('is true while a job writes the article, false once it waits for review, is approved or failed', () => {
    expect(ACTIVE_PRODUCTION_STATUSES.map(isActiveProductionStatus)).toEqual([true, true, true]);
    expect(['ready_for_review', 'approved', 'failed'].map(isActiveProductionStatus)).toEqual([false, false, false]);
  });
});
