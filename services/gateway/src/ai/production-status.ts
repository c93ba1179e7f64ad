import type { AiProduction, ProductionViewStatus } from '@app/contract';
import { ACTIVE_PRODUCTION_STATUSES } from '@app/site';

const ACTIVE_SQL = ACTIVE_PRODUCTION_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The status the studio shows for a production (issue 27), as SQL over the production's row (`production`)
 * and its post's (`post`, LEFT JOINed: NULL when the post was deleted). One rule for every read: the
 * productions list and its filter, the counts ('Awaiting your review'), one production, and the newest
 * production of each post on the post cards.
 * - a job at work (queued, writing, revising) shows as such;
 * - superseded: the post was deleted, a newer production exists for the same post, or the production's
 *   latest article/revision proposal was superseded by a newer one from elsewhere (and none of its own waits);
 * - failed stays failed;
 * - otherwise the post decides: published (live), scheduled (waits for its time), else the stored status
 *   (ready_for_review, approved).
 */
export function productionViewStatusSql(production: string, post: string): string {
  return `(CASE
    WHEN ${production}.status IN (${ACTIVE_SQL}) THEN ${production}.status
    WHEN ${post}.id IS NULL THEN 'superseded'
    WHEN EXISTS (
      SELECT 1 FROM ai_productions newer
      WHERE newer.post_id = ${production}.post_id
        AND (newer.created_at > ${production}.created_at OR (newer.created_at = ${production}.created_at AND newer.id > ${production}.id))
    ) THEN 'superseded'
    WHEN ${production}.status = 'failed' THEN 'failed'
    WHEN NOT EXISTS (SELECT 1 FROM ai_proposals own WHERE own.production_id = ${production}.id AND own.state = 'pending')
      AND (SELECT latest.state FROM ai_proposals latest
           WHERE latest.production_id = ${production}.id AND latest.kind IN ('article', 'revision')
           ORDER BY latest.id DESC LIMIT 1) = 'superseded' THEN 'superseded'
    WHEN ${post}.published THEN 'published'
    WHEN ${post}.publish_at IS NOT NULL THEN 'scheduled'
    ELSE ${production}.status
  END)`;
}

/** A production read for the studio: its row, and the status the studio shows. */
export type ProductionRead<T extends Partial<AiProduction> = AiProduction> = T & { viewStatus: ProductionViewStatus };
