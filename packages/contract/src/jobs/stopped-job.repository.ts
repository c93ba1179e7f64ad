import { EntityManager } from 'typeorm';
import { AiProduction } from '../entities/ai-production.entity';
import { JobName } from './job.enums';

/**
 * Leaves a production honest when its job stops for good without a result (failed, or cancelled by the
 * admin): the worker settles it when a job fails or is cancelled mid-way, the gateway when it cancels a
 * job that never started. A failed article is failed; a stopped revision puts the previous text back to
 * review; a stopped image keeps the old image.
 */
export class StoppedJobRepository {
  constructor(private readonly manager: EntityManager) {}

  async settleStoppedProductionJob(kind: string, productionId: number, message: string): Promise<void> {
    const productions = this.manager.getRepository(AiProduction);
    switch (kind) {
      case JobName.ProduceArticle:
        await productions.update({ id: productionId }, { status: 'failed', error: message });
        return;
      case JobName.ReviseArticle:
        await productions.update({ id: productionId, status: 'revising' }, { status: 'ready_for_review', error: `Revision failed: ${message}` });
        return;
      case JobName.RegenerateProductionImage:
        await productions.update({ id: productionId }, { error: `New image failed: ${message}` });
        return;
    }
  }
}
