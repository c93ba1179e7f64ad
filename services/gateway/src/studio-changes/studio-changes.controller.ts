import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { StudioChangesDto } from './dto/studio-changes.dto';
import { StudioChanges, StudioChangesService } from './studio-changes.service';

@ApiTags('Studio')
@ApiAdmin()
@Controller('api/admin/changes')
@UseGuards(AdminSessionGuard)
export class StudioChangesController {
  constructor(private readonly changes: StudioChangesService) {}

  /**
   * The studio's change tokens, to poll on focus and while jobs run: refresh the lists whose token moved.
   * The ETag is the version, so If-None-Match answers 304 with no body when nothing changed.
   */
  @Get()
  @ApiOkResponse({ type: StudioChangesDto })
  @ApiResponse({ status: 304, description: 'Nothing changed since the version sent in If-None-Match' })
  async current(@Res({ passthrough: true }) response: Response): Promise<StudioChanges> {
    const changes = await this.changes.current();
    response.setHeader('ETag', `"${changes.version}"`);
    response.setHeader('Cache-Control', 'private, no-cache');
    return changes;
  }
}
