import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BlogPost } from './blog-post.entity';

/** The editable fields of a post as they were before a change. */
export interface PostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  metaDescription: string;
  featuredImage: string | null;
  /** Absent in revisions made before posts had alt text. */
  featuredImageAlt?: string;
  estimatedReadTime: number;
  keywords: string[];
  published: boolean;
  status: string;
  /**
   * The post's own dates (ISO), not editable: kept so that a deleted post comes back with them instead
   * of jumping to the top of the blog. Absent in revisions made before they were kept.
   */
  postCreatedAt?: string;
  postPublishedAt?: string | null;
}

function isoOrUndefined(date: Date | null | undefined): string | undefined {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** The editable fields of `post`, as a revision stores them. */
export function toPostSnapshot(post: BlogPost): PostSnapshot {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author: post.author,
    metaDescription: post.metaDescription,
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt ?? '',
    estimatedReadTime: post.estimatedReadTime,
    keywords: [...(post.keywords ?? [])],
    published: post.published,
    status: post.status,
    postCreatedAt: isoOrUndefined(post.createdAt),
    postPublishedAt: post.publishedAt ? (isoOrUndefined(post.publishedAt) ?? null) : null,
  };
}

/**
 * Who made a change (issue 27), so a conflict can say "another tab", "AI job …" or "a scheduled publish":
 * - `admin`: a studio request; `session` is the tab's X-Editor-Session id (null when it sent none), and
 *   `proposal` the AI proposal it accepted, if that is what it did;
 * - `job`: an AI job that applied its result by itself (the first draft into an unwritten post);
 * - `schedule`: the scheduled go-live.
 */
export type RevisionActor =
  | { kind: 'admin'; session: string | null; proposal?: { id: number; kind: string; jobId: string | null } }
  | { kind: 'job'; jobId: string; jobKind: string }
  | { kind: 'schedule' };

/**
 * A copy of a post taken before every change (admin save, publish, AI revision, approval, delete).
 * postId has no foreign key on purpose: a deleted post keeps its history and can be brought back.
 */
@Entity('post_revisions')
@Index('IDX_post_revisions_post_created', ['postId', 'createdAt'])
export class PostRevision {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  /** The change in one line ('admin edit', 'Accepted AI revision (job …)'): see formatRevisionReason. */
  @Column({ type: 'varchar', length: 200 })
  reason!: string;

  /** The change's kind (RevisionReason['kind']); null on rows written before it was stored (read from `reason`). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  kind!: string | null;

  /** The rest of the RevisionReason (e.g. the restored revision's id, the AI job and feedback); null when none. */
  @Column({ type: 'jsonb', nullable: true })
  details!: Record<string, unknown> | null;

  @Column({ type: 'jsonb' })
  snapshot!: PostSnapshot;

  /** Who made the change this revision precedes; null in revisions made before issue 27. */
  @Column({ type: 'jsonb', nullable: true })
  actor!: RevisionActor | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
