import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, RevisionActor, PostRevisionsRepository } from '@app/contract';
import { DataSource, EntityManager } from 'typeorm';

/** The schedule's writes in one transaction; `lockPost` holds the post's row until it ends. */
export class ScheduleTransaction {
  constructor(readonly manager: EntityManager) {}

  lockPost(id: number): Promise<BlogPost | null> {
    return new PostRevisionsRepository(this.manager).lockPost(id);
  }

  /** Keeps the post's state before a change as a revision (the shared rule in @app/contract). */
  async recordRevision(post: BlogPost, reason: string, actor: RevisionActor | null): Promise<void> {
    await new PostRevisionsRepository(this.manager).recordRevision(post, reason, actor);
  }

  savePost(post: BlogPost): Promise<BlogPost> {
    return this.manager.save(BlogPost, post);
  }
}

/**
 * Every query of ScheduleService. `transaction` runs work in a new transaction; `join` in one a caller
 * opened (a production's publish schedules inside its own).
 */
@Injectable()
export class ScheduleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: ScheduleTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ScheduleTransaction(manager)));
  }

  join(manager: EntityManager): ScheduleTransaction {
    return new ScheduleTransaction(manager);
  }
}
