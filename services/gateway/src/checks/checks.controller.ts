import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { POST_ID, PositiveIdPipe } from '../posts/post-id.pipe';
import { ChecksService } from './checks.service';
import { CheckDraftDto } from './dto/check-draft.dto';
import { PostChecksDto } from './dto/post-checks.dto';
import { PostChecks } from './post-checks';

const PRODUCTION_ID = new PositiveIdPipe('Production not found');

/** Issue 16: publish readiness. Advice only: publishing (the spec's PATCH) does not depend on it. */
@ApiTags('Checks')
@ApiAdmin()
@Controller()
@UseGuards(AdminSessionGuard)
export class ChecksController {
  constructor(private readonly checks: ChecksService) {}

  @Get('api/admin/blog/posts/:id/checks')
  @ApiOkResponse({ type: PostChecksDto })
  checkPost(@Param('id', POST_ID) id: number): Promise<PostChecks> {
    return this.checks.checkPost(id);
  }

  /** The editor's unsaved fields checked as the admin types (issue 28 item 2); nothing is written. */
  @Post('api/admin/blog/posts/:id/checks')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PostChecksDto })
  checkDraft(@Param('id', POST_ID) id: number, @Body() draft: CheckDraftDto): Promise<PostChecks> {
    return this.checks.checkDraft(id, draft);
  }

  @Get('api/ai/productions/:id/checks')
  @ApiOkResponse({ type: PostChecksDto })
  checkProduction(@Param('id', PRODUCTION_ID) id: number): Promise<PostChecks> {
    return this.checks.checkProduction(id);
  }
}
