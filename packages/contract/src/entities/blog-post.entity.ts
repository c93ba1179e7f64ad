import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A blog post (spec §3). Drafts have published = false; the public API serves only published posts. */
@Entity('blog_posts')
@Index('IDX_blog_posts_published_created', ['published', 'createdAt'])
@Index('IDX_blog_posts_category', ['category'])
// Topic memory's trigram index (migration TopicMemory): GiST over lower(title) with gist_trgm_ops.
@Index('IDX_blog_posts_title_trgm', { synchronize: false })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
