import type { EntityManager } from 'typeorm';

/** Whether Postgres answers: the gateway's readiness check and the worker's start both ask. */
export class DatabaseHealthRepository {
  constructor(private readonly manager: EntityManager) {}

  async ping(): Promise<void> {
    await this.manager.query('SELECT 1');
  }
}
