import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin, ApiListOrPage } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { RequestId } from '../jobs/request-id.decorator';
import { ApiPostConflict } from '../posts/dto/post-conflict.dto';
import { ApiEditorSession, EditorSession } from '../posts/editor-session.decorator';
import { PositiveIdPipe, POST_ID } from '../posts/post-id.pipe';
import { Page, pageOf, PageQueryDto, pageRequest, toPage } from '../common/dto/page-query.dto';
import { ProductionSummaryQueryDto } from './dto/production-summary-query.dto';
import { ApproveProductionDto } from './dto/approve-production.dto';
import {
  ApproveConflictErrorDto,
  ApprovedProduction,
  ApprovedProductionDto,
  DeletedProductionDto,
  ImageJobStartedDto,
  PostImageJobStartedDto,
  ProductionDetailDto,
  ProductionDetailView,
  ProductionDto,
  ProductionListPage,
  ProductionListPageDto,
  ProductionPageDto,
  ProductionPreviewDto,
  ProductionSummary,
  ProductionView,
  RevisedProductionDto,
  StartedProduction,
  StartedProductionDto,
} from './dto/production-response.dto';
import { ReviseProductionDto } from './dto/revise-production.dto';
import { StartProductionDto } from './dto/start-production.dto';
import { ProductionPreview } from './production-preview';
import { ProductionsService } from './productions.service';
import { ThrottleAiStart } from './ai-start-throttle.guard';

const PRODUCTION_ID = new PositiveIdPipe('Production not found');

@ApiTags('Productions')
@ApiAdmin()
@Controller()
@UseGuards(AdminSessionGuard)
export class ProductionsController {
  constructor(private readonly productions: ProductionsService) {}

  @Post('api/ai/single/production/start')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: StartedProductionDto })
  @ThrottleAiStart()
  start(@Body() input: StartProductionDto, @RequestId() requestId?: string): Promise<StartedProduction> {
    return this.productions.startProduction(input, requestId);
  }

  /** Every production, newest first. With ?page=&pageSize=: a page of summaries without finalContent. */
  @Get('api/ai/productions')
  @ApiListOrPage(ProductionDto, ProductionPageDto)
  async list(@Query() query: PageQueryDto): Promise<ProductionView[] | Page<ProductionSummary>> {
    const page = pageRequest(query);
    if (!page) return this.productions.list();
    const [productions, total] = await this.productions.listPage(page);
    return toPage(page, productions, total);
  }

  /** The studio's list: one page, newest first, optionally of one status, without the articles; with the counts by status. Before :id. */
  @Get('api/ai/productions/summaries')
  @ApiOkResponse({ type: ProductionListPageDto })
  summaries(@Query() query: ProductionSummaryQueryDto): Promise<ProductionListPage> {
    return this.productions.listSummaries({ status: query.status, postId: query.postId }, pageOf(query));
  }

  @Get('api/ai/productions/:id')
  @ApiOkResponse({ type: ProductionDetailDto })
  findOne(@Param('id', PRODUCTION_ID) id: number): Promise<ProductionDetailView> {
    return this.productions.findOne(id);
  }

  /** What Approve & Publish would put live now, and the version to approve it by (issue 27). */
  @Get('api/ai/productions/:id/preview')
  @ApiOkResponse({ type: ProductionPreviewDto })
  preview(@Param('id', PRODUCTION_ID) id: number): Promise<ProductionPreview> {
    return this.productions.preview(id);
  }

  /**
   * Approve & Publish (or & Schedule with publishAt). With the preview's `version`: 409 with `conflict`
   * (what changed, by whom, and `conflict.preview`, the preview now) when the post or its proposals changed since.
   */
  @Post('api/ai/productions/:id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ApprovedProductionDto })
  @ApiPostConflict('Not ready for review, superseded, a stale proposal without confirmStale, or (with version) what was previewed changed: conflict.preview is the preview now', ApproveConflictErrorDto)
  @ApiEditorSession()
  approve(@Param('id', PRODUCTION_ID) id: number, @Body() body: ApproveProductionDto, @EditorSession() session: string | null): Promise<ApprovedProduction> {
    return this.productions.approve(id, { confirmStale: body.confirmStale ?? false, publishAt: body.publishAt ? new Date(body.publishAt) : null, version: body.version, session });
  }

  @Post('api/ai/productions/:id/revise')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: RevisedProductionDto })
  @ThrottleAiStart()
  revise(@Param('id', PRODUCTION_ID) id: number, @Body() body: ReviseProductionDto, @RequestId() requestId?: string): Promise<{ jobId: string; production: ProductionDetailView }> {
    return this.productions.reviseProduction(id, body.feedback, body.section ?? null, requestId);
  }

  @Post('api/ai/productions/:id/regenerate-image')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: ImageJobStartedDto })
  @ThrottleAiStart()
  regenerateImage(@Param('id', PRODUCTION_ID) id: number, @RequestId() requestId?: string) {
    return this.productions.regenerateImage(id, requestId);
  }

  @Delete('api/ai/productions/:id')
  @ApiOkResponse({ type: DeletedProductionDto })
  remove(@Param('id', PRODUCTION_ID) id: number) {
    return this.productions.remove(id);
  }

  /** "Change Featured Image" for any post, AI-written or not. */
  @Post('api/admin/blog/posts/:id/regenerate-image')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: PostImageJobStartedDto })
  @ThrottleAiStart()
  regeneratePostImage(@Param('id', POST_ID) id: number, @RequestId() requestId?: string) {
    return this.productions.regeneratePostImage(id, requestId);
  }
}
