import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { BlogPost } from '@app/contract';
import { isValidSlug, slugify } from '@app/site';
import { EntityManager } from 'typeorm';
import { PostSlugsRepository } from './post-slugs.repository';

export const SLUG_RULE_MESSAGE = 'slug must be lowercase letters a-z, digits and single hyphens, at most 200 characters (e.g. how-to-edit-faster)';
export const SLUG_TAKEN_MESSAGE = 'Another post already uses this slug';

/** The 409 for a slug that is another post's old address, saying whose and how to take it anyway. */
export function oldSlugMessage(holder: { title: string; slug: string }): string {
  return `This slug is an old address of "${holder.title}" and redirects to /blog/${holder.slug}; send takeOldSlug: true to use it for this post (the old link will then open this post)`;
}

/**
 * The slug rules of the post settings (issue 28):
 * - A slug the admin types must already be in the site's slug form (@app/site: slugify's output, which
 *   isValidSlug accepts): 400 otherwise, nothing is rewritten behind their back.
 * - It must be no other post's current slug (409), nor an old address of another existing post (409),
 *   unless the admin says takeOldSlug: true; the old link then opens this post instead.
 * - When a post that has ever been live changes its slug, the slug it leaves is kept as its old address
 *   (post_slugs) and redirects (301) to its current one for as long as it is published; a slug derived
 *   for a new post skips every old address.
 */
@Injectable()
export class PostSlugsService {
  constructor(private readonly slugs: PostSlugsRepository) {}

  /** The slug as typed, if it is in the site's slug form; else 400. */
  parse(input: string): string {
    const slug = input.trim();
    if (!isValidSlug(slug) || slugify(slug) !== slug) throw new BadRequestException(SLUG_RULE_MESSAGE);
    return slug;
  }

  /** 409 unless `slug` is free for `postId` (or is another post's old address and `takeOldSlug` is set). */
  async assertAvailable(em: EntityManager, postId: number, slug: string, takeOldSlug = false): Promise<void> {
    const holder = await this.slugs.findHolder(em, slug, postId);
    if (!holder) return;
    if (holder.current) throw new ConflictException(SLUG_TAKEN_MESSAGE);
    if (!takeOldSlug) throw new ConflictException(oldSlugMessage(holder));
  }

  /** Old addresses among base and base-<n> that a slug derived for `postId` (null: a new post) must skip. */
  reservedLike(em: EntityManager, base: string, postId: number | null): Promise<string[]> {
    return this.slugs.reservedLike(em, base, postId);
  }

  /**
   * Before `post` (locked) moves to `slug`: the slug it leaves stays its old address if it is or has been
   * live (publishedAt stays after an unpublish), and the one it takes is nobody's old address any more.
   */
  async move(em: EntityManager, post: BlogPost, slug: string): Promise<void> {
    await this.slugs.release(em, slug);
    const everLive = post.published || post.publishedAt !== null;
    if (everLive && post.slug !== slug) await this.slugs.keep(em, post.slug, post.id);
  }

  /** A post's old addresses (each redirects to it while it is live), newest first. */
  oldSlugsOf(postId: number): Promise<Array<{ slug: string; createdAt: Date }>> {
    return this.slugs.oldSlugsOf(postId);
  }

  /** A post (re)created under `slug` (a deleted post restored): the slug is its current address now. */
  claim(em: EntityManager, slug: string): Promise<void> {
    return this.slugs.release(em, slug);
  }
}
