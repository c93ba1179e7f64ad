import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, PostSnapshot, RevisionRow } from '@app/contract';
import { DataSource } from 'typeorm';

/** A revision row as the history lists it: its reason columns and what the list shows of its snapshot. */
export interface HistoryRow extends RevisionRow {
  title: string;
  published: boolean;
}

/** Every query of the readable history (issue 28). */
@Injectable()
export class PostHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every revision of a post, oldest first, without the snapshot (its title and state only). */
  listRows(postId: number): Promise<HistoryRow[]> {
    return this.dataSource.query(
      `SELECT id, reason, kind, details, created_at AS "createdAt", snapshot->>'title' AS title, (snapshot->>'published')::boolean AS published
         FROM post_revisions WHERE post_id = $1 ORDER BY id`,
      [postId],
    );
  }

  findPost(postId: number): Promise<BlogPost | null> {
    return this.dataSource.getRepository(BlogPost).findOneBy({ id: postId });
  }

  async findSnapshot(postId: number, revisionId: number): Promise<PostSnapshot | null> {
    const rows: Array<{ snapshot: PostSnapshot }> = await this.dataSource.query(`SELECT snapshot FROM post_revisions WHERE id = $1 AND post_id = $2`, [revisionId, postId]);
    return rows[0]?.snapshot ?? null;
  }
}
