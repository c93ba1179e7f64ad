import { AiIdea } from '@app/contract';
import { EntityManager } from 'typeorm';

export type NewIdea = Pick<AiIdea, 'title' | 'category' | 'topic' | 'tone' | 'jobId' | 'position'>;

/** The idea job's rows, written in `run.complete`'s transaction. */
export class IdeasRepository {
  constructor(private readonly manager: EntityManager) {}

  /** (job_id, position) is unique: a second attempt cannot add the same ideas again. */
  async insertIdeas(ideas: readonly NewIdea[]): Promise<void> {
    if (!ideas.length) return;
    await this.manager.createQueryBuilder().insert().into(AiIdea).values([...ideas]).orIgnore().execute();
  }

  /** The job's ideas, in the order they were proposed. */
  findOfJob(jobId: string): Promise<AiIdea[]> {
    return this.manager.find(AiIdea, { where: { jobId }, order: { position: 'ASC' } });
  }
}
