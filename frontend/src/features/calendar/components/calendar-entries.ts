import type { AdminPost } from '@/lib/studio/post';
import { dayKey } from './month-grid';

/** What the calendar shows of a post (a summary of the list, or a whole post). */
export type CalendarPost = Pick<AdminPost, 'id' | 'title' | 'slug' | 'published' | 'publishAt' | 'publishedAt' | 'createdAt'>;

export interface CalendarEntry {
  post: CalendarPost;
  kind: 'scheduled' | 'published';
  at: Date;
}

/** Scheduled posts on their go-live day, published posts on the day they went live; drafts without a time are left out. */
export function calendarEntries(posts: readonly CalendarPost[]): Map<string, CalendarEntry[]> {
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
