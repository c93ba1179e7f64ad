/** The statuses in which an AI production's job is writing the article (queued, writing, revising). */
export type ActiveProductionStatus = 'queued' | 'writing' | 'revising';

/**
 * A production in one of these statuses has a job writing its article: the studio shows its live progress
 * and counts it as 'AI writing now', and the gateway refuses a second start for the same post (it would race).
 */
export const ACTIVE_PRODUCTION_STATUSES: readonly ActiveProductionStatus[] = ['queued', 'writing', 'revising'];

export function isActiveProductionStatus(status: string): status is ActiveProductionStatus {
  return (ACTIVE_PRODUCTION_STATUSES as readonly string[]).includes(status);
}
