import { ApiProperty } from '@nestjs/swagger';
import type { StudioChanges } from '../studio-changes.service';

export class StudioChangesDto implements StudioChanges {
  @ApiProperty({ description: 'Differs whenever any part below does (also the ETag: send If-None-Match for a 304)' }) version!: string;
  @ApiProperty({ description: 'Posts: created, edited, published, deleted, restored' }) posts!: string;
  @ApiProperty({ description: 'AI productions: started, status changes, deleted' }) productions!: string;
  @ApiProperty({ description: 'Proposals: a new one, or one accepted, dropped or superseded' }) proposals!: string;
  @ApiProperty({ description: 'AI jobs: queued, started, finished' }) jobs!: string;
}
