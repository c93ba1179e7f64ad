import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { pageOf } from '../common/dto/page-query.dto';
import { POST_ID } from '../posts/post-id.pipe';
import { CompareQueryDto, HistoryQueryDto, PostHistoryDto, VersionComparisonDto } from './dto/post-history.dto';
import { PostHistoryService } from './post-history.service';

/** A post's history in words, and any two versions compared (issue 28). Restore stays POST .../revisions/:revisionId/restore. */
@ApiTags('Posts')
@ApiAdmin()
@Controller('api/admin/blog/posts')
@UseGuards(AdminSessionGuard)
export class PostHistoryController {
  constructor(private readonly history: PostHistoryService) {}

  /** The post now, and a page of its earlier versions, newest first (20 by default, at most 50). */
  @Get(':id/history')
  @ApiOkResponse({ type: PostHistoryDto })
  page(@Param('id', POST_ID) id: number, @Query() query: HistoryQueryDto): Promise<PostHistoryDto> {
    return this.history.page(id, pageOf(query));
  }

  /** Two versions whole (?from=<revision id|current>&to=<revision id|current>, to defaults to current), older first. */
  @Get(':id/history/compare')
  @ApiOkResponse({ type: VersionComparisonDto })
  compare(@Param('id', POST_ID) id: number, @Query() query: CompareQueryDto): Promise<VersionComparisonDto> {
    return this.history.compare(id, query.from, query.to ?? 'current');
  }
}
