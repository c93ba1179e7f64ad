import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { ThrottleAiStart } from './ai-start-throttle.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { GenerateIdeasDto } from './dto/generate-ideas.dto';
import { IdeaDto, IdeaView, JobStartedDto } from './dto/production-response.dto';
import { IdeasService } from './ideas.service';

@ApiTags('Ideas')
@ApiAdmin()
@Controller('api/ai')
@UseGuards(AdminSessionGuard)
export class IdeasController {
  constructor(private readonly ideas: IdeasService) {}

  /** 202 {jobId}: poll GET /api/ai/jobs/:id, then GET /api/ai/drafts. */
  @Post('ideas/generate')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: JobStartedDto })
  @ThrottleAiStart()
  generate(@Body() settings: GenerateIdeasDto, @RequestId() requestId?: string): Promise<{ jobId: string }> {
    return this.ideas.startIdeas(settings, requestId);
  }

  @Get('drafts')
  @ApiOkResponse({ type: [IdeaDto] })
  drafts(): Promise<IdeaView[]> {
    return this.ideas.listIdeas();
  }
}
