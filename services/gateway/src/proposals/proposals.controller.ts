import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { AdminPost } from '../posts/dto/admin-post.dto';
import { PositiveIdPipe, POST_ID } from '../posts/post-id.pipe';
import { AcceptProposalDto } from './dto/accept-proposal.dto';
import { ProposalView } from './dto/proposal-response.dto';
import { ProposalsService } from './proposals.service';

const PROPOSAL_ID = new PositiveIdPipe('Proposal not found');

/** Reviewing AI proposals: list a post's pending ones, accept (whole or by section) or reject. */
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Get('posts/:id/proposals')
  list(@Param('id', POST_ID) id: number): Promise<ProposalView[]> {
    return this.proposals.listPending(id);
  }

  @Post('proposals/:proposalId/accept')
  @HttpCode(HttpStatus.OK)
  accept(@Param('proposalId', PROPOSAL_ID) id: number, @Body() body: AcceptProposalDto): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.proposals.accept(id, body);
  }

  @Post('proposals/:proposalId/reject')
  @HttpCode(HttpStatus.OK)
  reject(@Param('proposalId', PROPOSAL_ID) id: number): Promise<{ proposal: ProposalView }> {
    return this.proposals.reject(id);
  }
}
