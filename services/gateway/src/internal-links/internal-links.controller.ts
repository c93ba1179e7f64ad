import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { PagedList, pageOf, PageQueryDto } from '../common/dto/page-query.dto';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { POST_ID } from '../posts/post-id.pipe';
import { LinkSuggestionDto, OrphanPageDto } from './dto/internal-links.dto';
import { OrphanPost } from './internal-links.repository';
import { InternalLinksService } from './internal-links.service';
import { LinkSuggestion } from './link-suggestions';

@ApiTags('Internal links')
@ApiAdmin()
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class InternalLinksController {
  constructor(private readonly links: InternalLinksService) {}

  /** Links this post could have to other published posts and the agency's pages, with the anchor text found in it. */
  @Get('posts/:id/link-suggestions')
  @ApiOkResponse({ type: [LinkSuggestionDto] })
  suggestions(@Param('id', POST_ID) id: number): Promise<LinkSuggestion[]> {
    return this.links.suggestionsFor(id);
  }

  /** One page of the published posts that no other published post links to, newest first. */
  @Get('orphans')
  @ApiOkResponse({ type: OrphanPageDto })
  orphans(@Query() query: PageQueryDto): Promise<PagedList<OrphanPost>> {
    return this.links.orphans(pageOf(query));
  }
}
