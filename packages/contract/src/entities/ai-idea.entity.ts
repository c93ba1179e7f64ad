import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One generated idea title. (jobId, position) is unique so a retried job cannot store its ideas twice. */
@Entity('ai_ideas')
@Index('UQ_ai_ideas_job_position', ['jobId', 'position'], { unique: true })
@Index('IDX_ai_ideas_created', ['createdAt'])
// Topic memory's trigram index on ideas (migration IdeaTitleTrigram): GiST over lower(title) with gist_trgm_ops.
@Index('IDX_ai_ideas_title_trgm', { synchronize: false })
// The idea job's slug check (migration IdeaSlugIndex): btree over @app/site's slugifySql of the title.
@Index('IDX_ai_ideas_title_slug', { synchronize: false })
export class AiIdea {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'varchar', length: 300 })
  topic!: string;

  @Column({ type: 'varchar', length: 32 })
  tone!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @Column({ type: 'integer' })
  position!: number;

  /** True once a draft post was made from this idea. */
  @Column({ type: 'boolean', default: false })
  used!: boolean;

  @Column({ name: 'post_id', type: 'integer', nullable: true })
  postId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /**
   * Topic memory (migration TopicCandidates): the trigram distance of the farthest of the nearest published
   * titles found for this idea (its candidates, ai_idea_similar_posts); null until they are found. Kept by
   * triggers; never read into the entity nor written by it.
   */
  @Column({ name: 'similar_radius', type: 'real', nullable: true, select: false, insert: false, update: false })
  similarRadius?: number | null;
}
