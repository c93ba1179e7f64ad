import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { StudioChangeTokens, StudioChangesRepository } from './studio-changes.repository';

/**
 * GET /api/admin/changes (issue 27): a cheap way for the studio to know that something changed (a post made
 * in another tab, a job that finished, a scheduled publish) without reading every list again: `version`
 * changes whenever any part does, and each part's token says which lists to refresh.
 */
export interface StudioChanges extends StudioChangeTokens {
  version: string;
}

@Injectable()
export class StudioChangesService {
  constructor(private readonly repository: StudioChangesRepository) {}

  async current(): Promise<StudioChanges> {
    const tokens = await this.repository.tokens();
    const version = createHash('sha256').update(`${tokens.posts}|${tokens.productions}|${tokens.proposals}|${tokens.jobs}`).digest('hex').slice(0, 20);
    return { version, ...tokens };
  }
}
