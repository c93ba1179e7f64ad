import { BlogPost, PostRevision, PostSnapshot, ProductionViewStatus, RevisionActor } from '@app/contract';

/** What a new post needs; everything but title and category has a default. */
export interface CreatePostInput {
  title: string;
  /** Derived from the title by the spec's rule when absent; a taken slug gets -2, -3, ... */
  slug?: string;
  excerpt?: string;
  content?: string;
  category: string;
  /** Default DEFAULT_AUTHOR. */
  author?: string;
  metaDescription?: string;
  /** An http(s) URL or a site path such as /media/<hash>.png; '' or null means none. */
  featuredImage?: string | null;
  /** The featured image's alt text. */
  featuredImageAlt?: string;
  /** Minutes; default 5. */
  estimatedReadTime?: number;
  /** A JSON-encoded array, an array or a comma-separated string (parseKeywords). */
  keywords?: unknown;
  published?: boolean;
  /** Workflow marker, e.g. 'ready_for_review' when AI wrote the content. Default 'draft'. */
  status?: string;
}

/** Fields an update may change; absent fields stay as they are. */
export type PostChanges = Partial<CreatePostInput> & {
  /** A live post's publish date (backdating, issue 28); see checkPublishDate. */
  publishedAt?: Date | null;
};

export interface UpdatePostOptions {
  /** The updatedAt the editor loaded: an older value than the stored one answers 409. */
  expectedUpdatedAt?: Date;
  /** Who saves (recorded with the revision). */
  actor?: RevisionActor | null;
  /** The saving tab's X-Editor-Session: a 409 tells its own changes from another tab's. */
  session?: string | null;
  /** Take a slug that is another post's old address (its old link then opens this post); else 409. */
  takeOldSlug?: boolean;
}

export const POST_STATUS = {
  draft: 'draft',
  readyForReview: 'ready_for_review',
  published: 'published',
} as const;

export const REVISION_REASON = {
  adminEdit: 'admin edit',
  publish: 'publish',
  unpublish: 'unpublish',
  delete: 'delete',
  restore: (revisionId: number) => `restore of revision #${revisionId}`,
} as const;

/** What narrows the studio's list (GET /api/admin/blog/posts/summaries); absent means any. */
export interface PostFilters {
  published?: boolean;
  category?: string;
  /** Words in the title, excerpt, slug or keywords, any case. */
  q?: string;
  /** Only posts with a go-live time (true) or without one (false). */
  scheduled?: boolean;
  /** Only posts on the calendar in [from, to): scheduled then, or published then. */
  on?: { from: Date; to: Date };
}

/** A post read without its content (a page of the admin list). */
export type PostWithoutContent = Omit<BlogPost, 'content' | 'topicWords'>;

/** Every column but the article text (up to 500 KB a post): what a page of the admin list reads. */
export const POST_COLUMNS_WITHOUT_CONTENT = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  category: true,
  author: true,
  metaDescription: true,
  featuredImage: true,
  featuredImageAlt: true,
  estimatedReadTime: true,
  keywords: true,
  published: true,
  status: true,
  publishedAt: true,
  publishAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Record<keyof PostWithoutContent, true>;

/** A revision read without its snapshot's content (a page of the revisions list). */
export type RevisionWithoutContent = Omit<PostRevision, 'snapshot'> & { snapshot: Omit<PostSnapshot, 'content'> };

/** A post's newest AI production, as a studio card shows it (its progress, 'Review'). */
export interface PostProduction {
  id: number;
  title: string;
  /** As the studio shows it: published, scheduled and superseded follow the post (issue 27). */
  status: ProductionViewStatus;
  currentJobId: string | null;
}

/** A row of the studio's list: the post without content, and what its card needs besides. */
export type PostListRow = PostWithoutContent & { hasPlaceholderContent: boolean; production: PostProduction | null; ageDays: number | null };
