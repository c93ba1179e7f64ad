import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, OriginalPostDates, PostRevision, PostSnapshot, RevisionActor, RevisionReason, PostRevisionsRepository } from '@app/contract';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';
import { POST_COLUMNS_WITHOUT_CONTENT, PostWithoutContent, RevisionWithoutContent } from './posts.types';

/** First key of the transaction-scoped advisory lock that serialises restores of one post. */
const RESTORE_LOCK_NAMESPACE = 7301;

/** A deleted post put back under its old id: the snapshot's fields, its slug and its dates. */
export type RestoredPostRow = Omit<PostSnapshot, 'slug'> & { id: number; slug: string; publishedAt: Date | null; createdAt: Date };

/**
 * The post writes of one transaction; `lockPost` holds the post's row until it ends. `manager` is that
 * transaction, for the slug rules (PostSlugsService) that join it.
 */
export class PostsTransaction {
  constructor(readonly manager: EntityManager) {}

  findPost(id: number): Promise<BlogPost | null> {
    return this.manager.findOne(BlogPost, { where: { id } });
  }

  lockPost(id: number): Promise<BlogPost | null> {
    return new PostRevisionsRepository(this.manager).lockPost(id);
  }

  /** An unsaved copy of the post (its state before a change). */
  copy(post: BlogPost): BlogPost {
    return this.manager.create(BlogPost, { ...post });
  }

  createPost(fields: DeepPartial<BlogPost>): Promise<BlogPost> {
    return this.manager.save(BlogPost, this.manager.create(BlogPost, fields));
  }

  savePost(post: BlogPost): Promise<BlogPost> {
    return this.manager.save(BlogPost, post);
  }

  async deletePost(id: number): Promise<void> {
    await this.manager.delete(BlogPost, { id });
  }

  /** Keeps the post's state before a change as a revision (the shared rule in @app/contract). */
  recordRevision(post: BlogPost, reason: RevisionReason | string, actor: RevisionActor | null): Promise<PostRevision> {
    return new PostRevisionsRepository(this.manager).recordRevision(post, reason, actor);
  }

  /** Serialises restores of one post for the rest of the transaction (a deleted post has no row to lock). */
  async lockRestores(postId: number): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1, $2)', [RESTORE_LOCK_NAMESPACE, postId]);
  }

  findRevision(postId: number, revisionId: number): Promise<PostRevision | null> {
    return this.manager.findOne(PostRevision, { where: { id: revisionId, postId } });
  }

  /** When the post was created and first published, as its history knows them (@app/contract). */
  originalPostDates(postId: number): Promise<OriginalPostDates | null> {
    return new PostRevisionsRepository(this.manager).originalPostDates(postId);
  }

  /** Raw SQL: TypeORM leaves a generated id out of an insert, and the post must keep its old id. */
  async insertWithId(row: RestoredPostRow): Promise<void> {
    await this.manager.query(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, author, meta_description, featured_image,
         featured_image_alt, estimated_read_time, keywords, published, status, published_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        row.id,
        row.title,
        row.slug,
        row.excerpt,
        row.content,
        row.category,
        row.author,
        row.metaDescription,
        row.featuredImage,
        row.featuredImageAlt ?? '',
        row.estimatedReadTime,
        row.keywords,
        row.published,
        row.status,
        row.publishedAt,
        row.createdAt,
      ],
    );
  }

  /** The posts' slugs that are `base` or `base-N`. */
  async slugsLike(base: string): Promise<string[]> {
    const rows: Array<{ slug: string }> = await this.manager.query(`SELECT slug FROM blog_posts WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`, [base]);
    return rows.map((row) => row.slug);
  }
}

/**
 * Every query of PostsService. `inTransaction` joins the transaction of a caller's manager when it has
 * one, else runs the work in a new one (on that manager, or the data source's).
 */
@Injectable()
export class PostsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of every post, drafts included, newest first, without content; and how many there are. */
  listPostsPage(page: PageRequest): Promise<[PostWithoutContent[], number]> {
    return this.dataSource.getRepository(BlogPost).findAndCount({
      select: POST_COLUMNS_WITHOUT_CONTENT,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.pageSize,
    });
  }

  findPost(id: number, manager?: EntityManager): Promise<BlogPost | null> {
    return (manager ?? this.dataSource.manager).findOne(BlogPost, { where: { id } });
  }

  recordRevision(post: BlogPost, reason: RevisionReason | string, actor: RevisionActor | null, manager?: EntityManager): Promise<PostRevision> {
    return new PostRevisionsRepository(manager ?? this.dataSource.manager).recordRevision(post, reason, actor);
  }

  /** Newest first. */
  listRevisions(postId: number): Promise<PostRevision[]> {
    return this.dataSource.getRepository(PostRevision).find({ where: { postId }, order: { id: 'DESC' } });
  }

  /** One page of the post's revisions, newest first, each snapshot without its content (jsonb minus the key, in Postgres); and how many there are. */
  listRevisionsPage(postId: number, page: PageRequest): Promise<[RevisionWithoutContent[], number]> {
    const revisions = this.dataSource.getRepository(PostRevision);
    return Promise.all([
      revisions
        .createQueryBuilder('revision')
        .select(['revision.id AS id', 'revision.post_id AS "postId"', 'revision.reason AS reason', 'revision.created_at AS "createdAt"'])
        .addSelect(`revision.snapshot - 'content'`, 'snapshot')
        .where('revision.post_id = :postId', { postId })
        .orderBy('revision.id', 'DESC')
        .offset(page.skip)
        .limit(page.pageSize)
        .getRawMany<RevisionWithoutContent>(),
      revisions.countBy({ postId }),
    ]);
  }

  /** Whether `manager` is inside a transaction a caller opened. */
  joinsTransaction(manager: EntityManager | undefined): manager is EntityManager {
    return Boolean(manager?.queryRunner?.isTransactionActive);
  }

  /** Joins the caller's transaction when it has one, else runs in a new one. */
  inTransaction<T>(manager: EntityManager | undefined, work: (tx: PostsTransaction) => Promise<T>): Promise<T> {
    if (this.joinsTransaction(manager)) return work(new PostsTransaction(manager));
    return (manager ?? this.dataSource.manager).transaction((em) => work(new PostsTransaction(em)));
  }

  /** The writes of a transaction a caller opened. */
  join(manager: EntityManager): PostsTransaction {
    return new PostsTransaction(manager);
  }
}
