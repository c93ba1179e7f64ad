import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ImportsRepository } from '@app/contract';
import { DataSource } from 'typeorm';

/** The legacy_urls reads of the public side (the writes are the import's, in @app/contract's ImportsRepository). */
@Injectable()
export class LegacyUrlsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every old address of a published post, with its current slug. */
  redirects(): Promise<Array<{ path: string; slug: string }>> {
    return new ImportsRepository(this.dataSource.manager).legacyRedirects();
  }
}
