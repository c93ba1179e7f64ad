import type { AdminPost } from '@/features/admin/types';
import { dayKey } from './month-grid';

export interface CalendarEntry {
  post: AdminPost;
  kind: 'scheduled' | 'published';
  at: Date;
}

/** Scheduled posts on their go-live day, published posts on the day they went live; drafts without a time are left out. */
export function calendarEntries(posts: readonly AdminPost[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const post of posts) {
    const entry: CalendarEntry | null = post.publishAt
      ? { post, kind: 'scheduled', at: new Date(post.publishAt) }
      : post.published
        ? { post, kind: 'published', at: new Date(post.publishedAt ?? post.createdAt) }
        : null;
    if (!entry) continue;
    const key = dayKey(entry.at);
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return byDay;
}
