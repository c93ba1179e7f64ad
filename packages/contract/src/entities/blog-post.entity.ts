import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A blog post (spec §3). Drafts have published = false; the public API serves only published posts. */
@Entity('blog_posts')
@Index('IDX_blog_posts_published_created', ['published', 'createdAt'])
@Index('IDX_blog_posts_category', ['category'])
// Topic memory's trigram index (migration TopicMemory): GiST over lower(title) with gist_trgm_ops.
@Index('IDX_blog_posts_title_trgm', { synchronize: false })
// The spec's admin list is streamed a page at a time, each after the last post sent (migration PostListOrder).
@Index('IDX_blog_posts_created_id', ['createdAt', 'id'])
// The calendar's live posts by COALESCE(published_at, created_at) (migration CalendarIndex; an expression index).
@Index('IDX_blog_posts_on_calendar', { synchronize: false })
// The published posts in the public list's order, with slug and updated_at (migration PublishedOrderIndex).
@Index('IDX_blog_posts_published_order', { synchronize: false })
// The scheduled-publishing sweep reads only the few rows that wait for a time.
@Index('IDX_blog_posts_publish_at', ['publishAt'], { where: '"publish_at" IS NOT NULL' })
export class BlogPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Index('UQ_blog_posts_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text', default: '' })
  excerpt!: string;

  @Column({ type: 'text', default: '' })
  content!: string;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'varchar', length: 120 })
  author!: string;

  @Column({ name: 'meta_description', type: 'text', default: '' })
  metaDescription!: string;

  @Column({ name: 'featured_image', type: 'text', nullable: true })
  featuredImage!: string | null;

  /** The featured image's alt text (the page's <img alt> and og:image:alt); '' when none is written yet. */
  @Column({ name: 'featured_image_alt', type: 'varchar', length: 300, default: '' })
  featuredImageAlt!: string;

  @Column({ name: 'estimated_read_time', type: 'integer', default: 5 })
  estimatedReadTime!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keywords!: string[];

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  /** Workflow marker: 'draft', 'ready_for_review' (AI wrote it) or 'published'. */
  @Column({ type: 'varchar', length: 32, default: 'draft' })
  status!: string;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /**
   * When an unpublished post is to go live by itself (issue 17); null when it is not scheduled. The row
   * is the truth: the delayed job and the sweep publish it once (packages/contract/src/schedule).
   */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Topic memory's side of the post (migration TopicCandidates): the English lexemes of its title, excerpt
   * and keywords, kept by a trigger on every write of those; never read into the entity nor written by it
   * (no default either: TypeORM reads back columns with one after an insert).
   */
  @Column({ name: 'topic_words', type: 'text', array: true, nullable: true, select: false, insert: false, update: false })
  topicWords?: string[];
}
