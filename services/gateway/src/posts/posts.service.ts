import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { BlogPost, postChanged, PostRevision, RevisionActor, RevisionReason } from '@app/contract';
import { DEFAULT_AUTHOR, DEFAULT_READ_TIME_MINUTES, parseKeywords, SLUG_MAX_LENGTH, slugify } from '@app/site';
import { EntityManager, QueryFailedError } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';
import { PostSlugsService, SLUG_TAKEN_MESSAGE } from '../redirects/post-slugs.service';
import { conflictSummary, describeConflict, PostConflictException } from './post-conflict';
import { PostHistoryRepository } from './post-history.repository';
import { checkPublishDate } from './publish-date-rule';
import { PostsRepository, PostsTransaction } from './posts.repository';
import { CreatePostInput, POST_STATUS, PostChanges, REVISION_REASON, UpdatePostOptions, PostWithoutContent, RevisionWithoutContent } from './posts.types';

/** Room for a "-NNN" suffix inside the column's 200 characters. */
const MAX_SLUG_BASE_LENGTH = SLUG_MAX_LENGTH - 10;
const FALLBACK_SLUG = 'post';
const UNIQUE_VIOLATION = '23505';
const SLUG_ATTEMPTS = 5;

function isSlugViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION;
}

function baseSlug(source: string): string {
  return slugify(source).slice(0, MAX_SLUG_BASE_LENGTH).replace(/-+$/, '') || FALLBACK_SLUG;
}

/**
 * All writes to blog posts. Every method takes an optional EntityManager so callers (the AI
 * pipeline) can join their own transaction; without one each call is its own transaction.
 * Every change records the previous state in post_revisions with a reason: nothing is lost.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly repository: PostsRepository,
    private readonly slugs: PostSlugsService,
    private readonly history: PostHistoryRepository,
  ) {}

  /** One page of every post, drafts included, newest first, without content; and how many there are. */
  listPostsPage(page: PageRequest): Promise<[PostWithoutContent[], number]> {
    return this.repository.listPostsPage(page);
  }

  async findById(id: number, manager?: EntityManager): Promise<BlogPost> {
    const post = await this.repository.findPost(id, manager);
    if (!post) throw new NotFoundException('Post not found');
    return post;
  }

  async createPost(input: CreatePostInput, manager?: EntityManager): Promise<BlogPost> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.repository.inTransaction(manager, async (tx) => {
          const published = input.published ?? false;
          return tx.createPost({
            title: input.title.trim(),
            slug: await this.uniqueSlug(tx, baseSlug(input.slug?.trim() || input.title)),
            excerpt: input.excerpt ?? '',
            content: input.content ?? '',
            category: input.category,
            author: input.author?.trim() || DEFAULT_AUTHOR,
            metaDescription: input.metaDescription ?? '',
            featuredImage: input.featuredImage || null,
            featuredImageAlt: input.featuredImageAlt?.trim() ?? '',
            estimatedReadTime: input.estimatedReadTime ?? DEFAULT_READ_TIME_MINUTES,
            keywords: parseKeywords(input.keywords),
            published,
            status: published ? POST_STATUS.published : (input.status ?? POST_STATUS.draft),
            publishedAt: published ? new Date() : null,
          });
        });
      } catch (error) {
        // Two creates raced for the same slug: the loser picks the next free one. Inside a caller's
        // transaction the failed statement aborted it, so only a self-owned transaction retries.
        if (!isSlugViolation(error) || this.repository.joinsTransaction(manager) || attempt >= SLUG_ATTEMPTS) throw this.slugConflict(error);
      }
    }
  }

  /**
   * Applies `changes`, recording the previous state under `reason` and who made it. A save that changes
   * nothing is no change: no revision, and updatedAt stays (issue 28). A save against an older version than
   * the stored one is a 409 that says what changed since, who changed it and when, with the post as stored
   * (issue 27).
   */
  async updatePost(
    id: number,
    changes: PostChanges,
    reason: RevisionReason | string,
    manager?: EntityManager,
    options: UpdatePostOptions = {},
  ): Promise<BlogPost> {
    try {
      return await this.repository.inTransaction(manager, async (tx) => {
        const post = await this.lockPostIn(tx, id);
        const expected = options.expectedUpdatedAt;
        if (expected && expected.getTime() < post.updatedAt.getTime()) {
          const conflict = describeConflict(await this.history.changesSince(id, expected, tx.manager), post, expected, options.session ?? null);
          throw new PostConflictException(`This post was changed since you loaded it${conflictSummary(conflict)}. Review the changes, then save again.`, conflict);
        }
        const before = tx.copy(post);
        await this.applyChanges(tx, post, changes, false, options.takeOldSlug);
        if (!postChanged(before, post)) return post;
        await tx.recordRevision(before, reason, options.actor ?? null);
        return tx.savePost(post);
      });
    } catch (error) {
      throw this.slugConflict(error);
    }
  }

  /**
   * Publish (status 'published', publishedAt set the first time) or unpublish (status 'draft'). Either
   * clears a schedule (publishAt): the admin decided now.
   */
  async setPublished(id: number, published: boolean, manager?: EntityManager, actor: RevisionActor | null = null): Promise<BlogPost> {
    return this.repository.inTransaction(manager, async (tx) => {
      const post = await this.lockPostIn(tx, id);
      if (post.published === published && !post.publishAt) return post;
      await tx.recordRevision(post, published ? REVISION_REASON.publish : REVISION_REASON.unpublish, actor);
      this.applyPublished(post, published);
      return tx.savePost(post);
    });
  }

  /**
   * Deletes the post; its revisions, productions and proposals stay, so it can be restored whole (Undo:
   * POST :id/revisions/:revisionId/restore with the revision this answers).
   */
  async deletePost(id: number, manager?: EntityManager, actor: RevisionActor | null = null): Promise<{ revisionId: number }> {
    return this.repository.inTransaction(manager, async (tx) => {
      const post = await this.lockPostIn(tx, id);
      const revision = await tx.recordRevision(post, REVISION_REASON.delete, actor);
      await tx.deletePost(post.id);
      return { revisionId: revision.id };
    });
  }

  /** The one revision rule (packages/contract/src/posts), shared with the worker. */
  recordRevision(post: BlogPost, reason: RevisionReason | string, manager?: EntityManager, actor: RevisionActor | null = null): Promise<PostRevision> {
    return this.repository.recordRevision(post, reason, actor, manager);
  }

  /** Newest first. A deleted post still lists its revisions; an id that never existed is 404. */
  async listRevisions(postId: number): Promise<PostRevision[]> {
    const revisions = await this.repository.listRevisions(postId);
    if (!revisions.length) await this.findById(postId);
    return revisions;
  }

  /** One page of listRevisions, each snapshot without its content (jsonb minus the key, in Postgres). */
  async listRevisionsPage(postId: number, page: PageRequest): Promise<[RevisionWithoutContent[], number]> {
    const [rows, total] = await this.repository.listRevisionsPage(postId, page);
    if (!total) await this.findById(postId);
    return [rows, total];
  }

  /**
   * Puts a revision's fields back (the current state is itself recorded first). A deleted post
   * comes back under its old id.
   */
  async restoreRevision(postId: number, revisionId: number, actor: RevisionActor | null = null): Promise<BlogPost> {
    try {
      return await this.restoreInTransaction(postId, revisionId, actor);
    } catch (error) {
      // A create or rename took the slug between our check and our write.
      throw this.slugConflict(error);
    }
  }

  private restoreInTransaction(postId: number, revisionId: number, actor: RevisionActor | null): Promise<BlogPost> {
    return this.repository.inTransaction(undefined, async (tx) => {
      // Serialise restores of one post: with the post deleted there is no row to lock, and two
      // concurrent restores would both re-insert its id (found by the input fuzzing test as a 500).
      await tx.lockRestores(postId);
      const revision = await tx.findRevision(postId, revisionId);
      if (!revision) throw new NotFoundException('Revision not found');
      const snapshot = revision.snapshot;
      const reason = REVISION_REASON.restore(revision.id);
      const post = await tx.lockPost(postId);
      if (post) {
        await tx.recordRevision(post, reason, actor);
        await this.applyChanges(tx, post, { ...snapshot, slug: snapshot.slug === post.slug ? undefined : snapshot.slug }, true);
        post.status = snapshot.status;
        return tx.savePost(post);
      }
      const slug = await this.uniqueSlug(tx, snapshot.slug, postId);
      await this.slugs.claim(tx.manager, slug);
      // Its own dates, or it would jump to the featured slot and the top of the feed as the newest post.
      const dates = await tx.originalPostDates(postId);
      const createdAt = dates?.createdAt ?? new Date();
      const publishedAt = dates?.publishedAt ?? (snapshot.published ? createdAt : null);
      await tx.insertWithId({ ...snapshot, id: postId, slug, publishedAt, createdAt });
      const restored = await this.findById(postId, tx.manager);
      await tx.recordRevision(restored, `${reason} (the post had been deleted)`, actor);
      return restored;
    });
  }

  private async applyChanges(tx: PostsTransaction, post: BlogPost, changes: PostChanges, suffixTakenSlug = false, takeOldSlug = false): Promise<void> {
    if (changes.title !== undefined) post.title = changes.title.trim();
    if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
    if (changes.content !== undefined) post.content = changes.content;
    if (changes.category !== undefined) post.category = changes.category;
    if (changes.author !== undefined) post.author = changes.author.trim() || DEFAULT_AUTHOR;
    if (changes.metaDescription !== undefined) post.metaDescription = changes.metaDescription;
    if (changes.featuredImage !== undefined) post.featuredImage = changes.featuredImage || null;
    if (changes.featuredImageAlt !== undefined) post.featuredImageAlt = changes.featuredImageAlt.trim();
    if (changes.estimatedReadTime !== undefined) post.estimatedReadTime = changes.estimatedReadTime;
    if (changes.keywords !== undefined) post.keywords = parseKeywords(changes.keywords);
    if (changes.status !== undefined) post.status = changes.status;
    if (changes.slug !== undefined) await this.applySlug(tx, post, changes.slug, suffixTakenSlug, takeOldSlug);
    if (changes.published !== undefined && changes.published !== post.published) this.applyPublished(post, changes.published);
    if (changes.publishedAt !== undefined) post.publishedAt = checkPublishDate(post, changes.publishedAt);
  }

  /**
   * The slug rules (PostSlugsService): an edit's slug must be in the site's form and free (400, 409); a
   * restore's takes the next free one. The slug a once-live post leaves keeps redirecting to it.
   */
  private async applySlug(tx: PostsTransaction, post: BlogPost, input: string, suffixTakenSlug: boolean, takeOldSlug: boolean): Promise<void> {
    let slug: string;
    if (suffixTakenSlug) {
      const base = slugify(input).slice(0, SLUG_MAX_LENGTH);
      if (!base || base === post.slug) return;
      slug = await this.uniqueSlug(tx, base.slice(0, MAX_SLUG_BASE_LENGTH), post.id);
    } else {
      slug = this.slugs.parse(input);
      if (slug === post.slug) return;
      await this.slugs.assertAvailable(tx.manager, post.id, slug, takeOldSlug);
    }
    await this.slugs.move(tx.manager, post, slug);
    post.slug = slug;
  }

  private applyPublished(post: BlogPost, published: boolean): void {
    post.published = published;
    post.publishAt = null;
    if (published) {
      post.status = POST_STATUS.published;
      post.publishedAt ??= new Date();
    } else {
      // 'draft' keeps the spec's badge rule: placeholder content reads 'Ready for Writing', anything
      // written reads 'Ready for Review'.
      post.status = POST_STATUS.draft;
    }
  }

  /**
   * The base slug if free, else base-2, base-3, ... (the first free one). Another post's old address is
   * not free (issue 28); `postId`'s own are.
   */
  private async uniqueSlug(tx: PostsTransaction, base: string, postId: number | null = null): Promise<string> {
    const taken = new Set([...(await tx.slugsLike(base)), ...(await this.slugs.reservedLike(tx.manager, base, postId))]);
    if (!taken.has(base)) return base;
    for (let suffix = 2; ; suffix += 1) {
      const candidate = `${base}-${suffix}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  /** The post, row-locked for the caller's transaction; 404 when it does not exist. */
  lockPost(em: EntityManager, id: number): Promise<BlogPost> {
    return this.lockPostIn(this.repository.join(em), id);
  }

  private async lockPostIn(tx: PostsTransaction, id: number): Promise<BlogPost> {
    const post = await tx.lockPost(id);
    if (!post) throw new NotFoundException('Post not found');
    return post;
  }

  private slugConflict(error: unknown): unknown {
    return isSlugViolation(error) ? new ConflictException(SLUG_TAKEN_MESSAGE) : error;
  }
}
