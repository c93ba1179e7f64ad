/**
 * Scheduled publishing (issue 17). The post row is the truth: `publish_at` says when an unpublished post
 * goes live. Two things publish it, both through ScheduledPublishRepository.publishIfDue: a delayed job per
 * post and time (the fast path: `JobName.PublishScheduledPost` on the `publishing` queue, a system job of
 * the job seam, added by the gateway's JobQueueService) and the worker's periodic sweep of overdue rows (the
 * safety net that needs only Postgres, so it holds after Redis lost every job). Neither needs the other.
 */

/** The revision reason of a scheduled go-live. */
export const SCHEDULED_PUBLISH_REASON = 'scheduled publish';
