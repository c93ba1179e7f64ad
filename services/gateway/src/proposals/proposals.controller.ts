import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottleAiStart } from '../ai/ai-start-throttle.guard';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { AdminPost } from '../posts/dto/admin-post.dto';
import { ApiPostConflict } from '../posts/dto/post-conflict.dto';
import { ApiEditorSession, EditorSession } from '../posts/editor-session.decorator';
import { PositiveIdPipe, POST_ID } from '../posts/post-id.pipe';
import { AcceptProposalDto } from './dto/accept-proposal.dto';
import { AcceptedProposalDto, ProposalDto, ProposalView, RejectedProposalDto } from './dto/proposal-response.dto';
import { RewriteSentenceDto, SentenceRewriteStartedDto } from './dto/rewrite-sentence.dto';
import { ProposalsService } from './proposals.service';
import { SentenceRewriteService, SentenceRewriteStarted } from './sentence-rewrite.service';

const PROPOSAL_ID = new PositiveIdPipe('Proposal not found');

/**
 * Reviewing AI proposals: list a post's pending ones, accept (whole or by section) or reject; and
 * 'Rewrite this sentence', whose result is a proposal too.
 */
@ApiTags('Proposals')
@ApiAdmin()
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class ProposalsController {
  constructor(
    private readonly proposals: ProposalsService,
    private readonly sentences: SentenceRewriteService,
  ) {}

  @Get('posts/:id/proposals')
  @ApiOkResponse({ type: [ProposalDto] })
  list(@Param('id', POST_ID) id: number): Promise<ProposalView[]> {
    return this.proposals.listPending(id);
  }

  /** 202 {jobId}; the job's result says whether a 'sentence' proposal was made and, if not, why (issue 27). */
  @Post('posts/:id/rewrite-sentence')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SentenceRewriteStartedDto })
  @ThrottleAiStart()
  rewriteSentence(@Param('id', POST_ID) id: number, @Body() body: RewriteSentenceDto, @RequestId() requestId?: string): Promise<SentenceRewriteStarted> {
    return this.sentences.start(id, body.sentence, body.problem ?? null, requestId);
  }

  /** The post as stored after the accept (with its new updatedAt) and the decided proposal. */
  @Post('proposals/:proposalId/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AcceptedProposalDto })
  @ApiPostConflict('Stale (a field it writes was edited since its job started; send confirmStale), its sentence is gone, or it was already decided')
  @ApiEditorSession()
  accept(@Param('proposalId', PROPOSAL_ID) id: number, @Body() body: AcceptProposalDto, @EditorSession() session: string | null): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.proposals.accept(id, body, session);
  }

  @Post('proposals/:proposalId/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RejectedProposalDto })
  reject(@Param('proposalId', PROPOSAL_ID) id: number): Promise<{ proposal: ProposalView }> {
    return this.proposals.reject(id);
  }
}
