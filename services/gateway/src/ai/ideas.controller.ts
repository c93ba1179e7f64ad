import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { ThrottleAiStart } from './ai-start-throttle.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { GenerateIdeasDto } from './dto/generate-ideas.dto';
import { IdeaView } from './dto/production-response.dto';
import { IdeasService } from './ideas.service';

@Controller('api/ai')
@UseGuards(AdminSessionGuard)
export class IdeasController {
  constructor(private readonly ideas: IdeasService) {}

  /** 202 {jobId}: poll GET /api/ai/jobs/:id, then GET /api/ai/drafts. */
  @Post('ideas/generate')
  @HttpCode(HttpStatus.ACCEPTED)
  @ThrottleAiStart()
  generate(@Body() settings: GenerateIdeasDto, @RequestId() requestId?: string): Promise<{ jobId: string }> {
    return this.ideas.startIdeas(settings, requestId);
  }

  @Get('drafts')
  drafts(): Promise<IdeaView[]> {
    return this.ideas.listIdeas();
  }
}
