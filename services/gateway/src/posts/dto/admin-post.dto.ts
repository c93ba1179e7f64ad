import { BlogPost } from '@app/shared';
import { PublicPost, toPost } from '../../blog/dto/post-response.dto';

export type AdminPost = PublicPost;

/** Admin views keep the stored excerpt (the public fallback excerpt must not be saved back by an edit). */
export function toAdminPost(post: BlogPost): AdminPost {
  return { ...toPost(post), excerpt: post.excerpt };
}
