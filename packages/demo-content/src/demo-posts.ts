import { estimateReadTime, slugify } from '@app/site';
import { DemoPost, DemoPostSource } from './demo-post.types';
import { AUDIENCE_BUILDING_POSTS } from './posts/audience-building.posts';
import { CONTENT_CREATING_POSTS } from './posts/content-creating.posts';
import { VIDEO_EDITING_POSTS } from './posts/video-editing.posts';
import { VIDEO_MARKETING_POSTS } from './posts/video-marketing.posts';

function toDemoPost(source: DemoPostSource): DemoPost {
  const { publishedOn, ...post } = source;
  return { ...post, slug: slugify(source.title), estimatedReadTime: estimateReadTime(source.content), createdAt: new Date(publishedOn) };
}

/** Twelve published demo articles, three per category, newest first. */
export const DEMO_POSTS: readonly DemoPost[] = [
  ...VIDEO_EDITING_POSTS,
  ...VIDEO_MARKETING_POSTS,
  ...CONTENT_CREATING_POSTS,
  ...AUDIENCE_BUILDING_POSTS,
]
  .map(toDemoPost)
  .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
