import { BadRequestException } from '@nestjs/common';
import { BlogPost } from '@app/contract';

/** How far ahead of this server's clock a publish date may be (another machine's clock, a slow request). */
const CLOCK_SKEW_MS = 60_000;
/** No post of this blog can have gone live before this. */
export const EARLIEST_PUBLISH_DATE = new Date('2000-01-01T00:00:00Z');

export const PUBLISH_DATE_MESSAGES = {
  notLive: 'Only a live post has a publish date: publish it first, or schedule a draft with PATCH {publishAt}',
  future: 'publishedAt cannot be in the future: schedule a draft with PATCH {publishAt} instead',
  tooEarly: `publishedAt must be after ${EARLIEST_PUBLISH_DATE.toISOString().slice(0, 10)}`,
  cleared: 'A live post keeps its publish date; send a date, or unpublish the post',
} as const;

/**
 * The publish date an edit sets (issue 28: backdating an article, e.g. one moved from another blog). The
 * value as loaded changes nothing, whatever the post's state (the editor sends the post back as listed).
 * A new one is for a live post (`post` with the edit's other changes applied), not in the future and not
 * before EARLIEST_PUBLISH_DATE; else 400. It is the date the RSS feed and the studio's calendar show.
 */
export function checkPublishDate(post: Pick<BlogPost, 'published' | 'publishedAt'>, value: Date | null): Date | null {
  if ((value?.getTime() ?? null) === (post.publishedAt?.getTime() ?? null)) return post.publishedAt;
  if (!post.published) throw new BadRequestException(PUBLISH_DATE_MESSAGES.notLive);
  if (value === null) throw new BadRequestException(PUBLISH_DATE_MESSAGES.cleared);
  if (value.getTime() > Date.now() + CLOCK_SKEW_MS) throw new BadRequestException(PUBLISH_DATE_MESSAGES.future);
  if (value.getTime() < EARLIEST_PUBLISH_DATE.getTime()) throw new BadRequestException(PUBLISH_DATE_MESSAGES.tooEarly);
  return value;
}
