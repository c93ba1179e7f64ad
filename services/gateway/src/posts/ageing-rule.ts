/**
 * Ageing posts (issue 17): a live post nobody changed for POST_AGEING_DAYS is ageing. The SQL both the
 * ageing list and the studio's live cards use, so they never disagree about a post. `post` is the table's
 * alias, `days` the placeholder of the day count.
 */
export const isAgeingSql = (post: string, days: string) => `(${post}.published AND ${post}.updated_at <= now() - ${days} * interval '24 hours')`;

/** Whole days since the post last changed. */
export const ageDaysSql = (post: string) => `floor(extract(epoch FROM now() - ${post}.updated_at) / 86400)::int`;
