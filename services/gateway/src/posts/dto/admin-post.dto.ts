import { BlogPost } from '@app/shared';
import { PublicPost, toPost, toPostSummary } from '../../blog/dto/post-response.dto';
import { PostWithoutContent } from '../posts.types';

export type AdminPost = PublicPost;
/** A post in a page of the admin list: everything but the content (GET /api/admin/blog/posts/:id has it). */
export type AdminPostSummary = Omit<AdminPost, 'content'>;

/** Admin views keep the stored excerpt (the public fallback excerpt must not be saved back by an edit). */
export function toAdminPost(post: BlogPost): AdminPost {
  return { ...toPost(post), excerpt: post.excerpt };
}

export function toAdminPostSummary(post: PostWithoutContent): AdminPostSummary {
  // The stored excerpt replaces the fallback, so the content the summary lacks is never needed.
  return { ...toPostSummary({ ...post, content: '' }), excerpt: post.excerpt };
}
