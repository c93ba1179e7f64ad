import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { AdminPost } from '../posts/dto/admin-post.dto';
import { PositiveIdPipe, POST_ID } from '../posts/post-id.pipe';
import { AcceptProposalDto } from './dto/accept-proposal.dto';
import { AcceptedProposalDto, ProposalDto, ProposalView, RejectedProposalDto } from './dto/proposal-response.dto';
import { ProposalsService } from './proposals.service';

const PROPOSAL_ID = new PositiveIdPipe('Proposal not found');

/** Reviewing AI proposals: list a post's pending ones, accept (whole or by section) or reject. */
@ApiTags('Proposals')
@ApiAdmin()
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Get('posts/:id/proposals')
  @ApiOkResponse({ type: [ProposalDto] })
  list(@Param('id', POST_ID) id: number): Promise<ProposalView[]> {
    return this.proposals.listPending(id);
  }

  @Post('proposals/:proposalId/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AcceptedProposalDto })
  accept(@Param('proposalId', PROPOSAL_ID) id: number, @Body() body: AcceptProposalDto): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.proposals.accept(id, body);
  }

  @Post('proposals/:proposalId/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RejectedProposalDto })
  reject(@Param('proposalId', PROPOSAL_ID) id: number): Promise<{ proposal: ProposalView }> {
    return this.proposals.reject(id);
  }
}
