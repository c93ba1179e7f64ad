import type { ProductionStatus } from '../types';

/** A production whose job is writing: its card shows live progress. */
export const ACTIVE_PRODUCTION: readonly ProductionStatus[] = ['queued', 'writing', 'revising'];

export const PRODUCTION_STATUS_LABEL: Record<ProductionStatus, string> = {
  queued: 'Queued',
  writing: 'Writing',
  ready_for_review: 'Ready for review',
  revising: 'Revising',
  approved: 'Approved',
  failed: 'Failed',
};
