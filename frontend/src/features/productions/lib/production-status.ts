import type { ProductionStatus } from '../types';

/** What a production's status says; published, scheduled and superseded follow its post (issue 27). */
export const PRODUCTION_STATUS_LABEL: Record<ProductionStatus, string> = {
  queued: 'Queued',
  writing: 'Writing',
  ready_for_review: 'Ready for review',
  revising: 'Revising',
  approved: 'Approved',
  failed: 'Failed',
  published: 'Published',
  scheduled: 'Scheduled',
  superseded: 'Superseded',
};
