import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { pageOf } from '../common/dto/page-query.dto';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottleAiStart } from '../ai/ai-start-throttle.guard';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { POST_ID } from '../posts/post-id.pipe';
import { AgeingPageDto, AgeingQueryDto, RefreshPostDto, RefreshStartedDto } from './dto/post-refresh.dto';
import { AgeingPage, PostRefreshService } from './post-refresh.service';

@ApiTags('Ageing posts')
@ApiAdmin()
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class PostRefreshController {
  constructor(private readonly refresh: PostRefreshService) {}

  /** One page of the live posts unchanged for POST_AGEING_DAYS or more: most readers lost month on month first, then oldest. */
  @Get('ageing')
  @ApiOkResponse({ type: AgeingPageDto })
  ageing(@Query() query: AgeingQueryDto): Promise<AgeingPage> {
    return this.refresh.ageing(pageOf(query), query.sort ?? 'lost');
  }

  /** 'Refresh with AI': 202 {jobId}; the result is a pending proposal over the live post (GET posts/:id/proposals). */
  @Post('posts/:id/refresh')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: RefreshStartedDto })
  @ThrottleAiStart()
  start(@Param('id', POST_ID) id: number, @Body() body: RefreshPostDto, @RequestId() requestId?: string): Promise<{ jobId: string; postId: number }> {
    return this.refresh.refresh(id, body.notes ?? null, requestId);
  }
}
