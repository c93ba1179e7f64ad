import type { ProductionStatus } from '../types';

export const PRODUCTION_STATUS_LABEL: Record<ProductionStatus, string> = {
  queued: 'Queued',
  writing: 'Writing',
  ready_for_review: 'Ready for review',
  revising: 'Revising',
  approved: 'Approved',
  failed: 'Failed',
};
