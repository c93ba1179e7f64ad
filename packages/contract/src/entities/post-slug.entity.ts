import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An address a post was live under before its slug changed (issue 28). `/blog/<slug>` and
 * `GET /api/blog/posts/<slug>` answer 301 to the post's current slug for as long as the post is
 * published, however many renames came after (a chain resolves in one hop: the row names the post, not
 * the next slug). A slug belongs to one post here: no other post gets it unless the admin explicitly
 * takes it over (the row then moves to that post). No foreign key, as with revisions: a deleted post
 * keeps its old addresses and takes them back if it is restored; while it is deleted they redirect nowhere.
 */
@Entity('post_slugs')
export class PostSlug {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  slug!: string;

  @Index('IDX_post_slugs_post')
  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
