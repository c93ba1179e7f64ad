import { Controller, Get, Header, Logger, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { pageOf, PageQueryDto } from '../common/dto/page-query.dto';
import { POST_ID } from '../posts/post-id.pipe';
import { AnalyticsService } from './analytics.service';
import {
  AnalyticsExportQueryDto,
  AnalyticsOverviewDto,
  AnalyticsWindowQueryDto,
  ArticleDetailDto,
  ArticleFiguresPageDto,
  ArticleFiguresQueryDto,
  CategoryFiguresListDto,
  PostViewsListDto,
  ReadersLostPageDto,
} from './dto/analytics.dto';

const DEFAULT_DAYS = 30;

/** The studio's Performance view and post cards read these (issue 31); admin only. */
@ApiTags('Reading analytics')
@ApiAdmin()
@Controller('api/admin/analytics')
@UseGuards(AdminSessionGuard)
export class AnalyticsController {
  private readonly logger = new Logger(AnalyticsController.name);

  constructor(private readonly analytics: AnalyticsService) {}

  @Get('overview')
  @ApiOperation({ summary: 'The whole site over 7/30/90 days: totals, a daily series for the trend chart, top referrers and UTM values' })
  @ApiOkResponse({ type: AnalyticsOverviewDto })
  overview(@Query() query: AnalyticsWindowQueryDto): Promise<AnalyticsOverviewDto> {
    return this.analytics.overview(query.days ?? DEFAULT_DAYS);
  }

  @Get('articles')
  @ApiOperation({ summary: 'Per article: views, visitors, engaged time, read depth and CTA click-through over the window, paged' })
  @ApiOkResponse({ type: ArticleFiguresPageDto })
  articles(@Query() query: ArticleFiguresQueryDto): Promise<ArticleFiguresPageDto> {
    return this.analytics.articles(query.days ?? DEFAULT_DAYS, query.sort ?? 'views', query.category ?? null, pageOf(query));
  }

  @Get('articles.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="article-performance.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The per-article table of the window as CSV (every article read, in the order asked)' })
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  articlesCsv(@Query() query: ArticleFiguresQueryDto): Promise<string> {
    return this.analytics.articlesCsv(query.days ?? DEFAULT_DAYS, query.sort ?? 'views', query.category ?? null);
  }

  @Get('articles/:id')
  @ApiOperation({ summary: "One article's figures, daily series and top sources over the window" })
  @ApiOkResponse({ type: ArticleDetailDto })
  article(@Param('id', POST_ID) id: number, @Query() query: AnalyticsWindowQueryDto): Promise<ArticleDetailDto> {
    return this.analytics.article(id, query.days ?? DEFAULT_DAYS);
  }

  @Get('categories')
  @ApiOperation({ summary: 'CTA click-through (and the other figures) per category over the window' })
  @ApiOkResponse({ type: CategoryFiguresListDto })
  categories(@Query() query: AnalyticsWindowQueryDto): Promise<CategoryFiguresListDto> {
    return this.analytics.categories(query.days ?? DEFAULT_DAYS);
  }

  @Get('readers-lost')
  @ApiOperation({ summary: 'The live articles that lost the most readers, the latest 30 days against the 30 before, paged' })
  @ApiOkResponse({ type: ReadersLostPageDto })
  readersLost(@Query() query: PageQueryDto): Promise<ReadersLostPageDto> {
    return this.analytics.readersLost(pageOf(query));
  }

  @Get('post-views')
  @ApiOperation({ summary: "Each post's views over the window (30 days by default), by post id, for the post list and cards to join" })
  @ApiOkResponse({ type: PostViewsListDto })
  postViews(@Query() query: AnalyticsWindowQueryDto): Promise<PostViewsListDto> {
    return this.analytics.postViews(query.days ?? DEFAULT_DAYS);
  }

  @Get('export')
  @ApiProduces('text/csv', 'application/json')
  @ApiOperation({ summary: 'Everything stored: daily rows within the retention and monthly totals before, as CSV or JSON (streamed)' })
  @ApiOkResponse({ description: 'CSV (one flat table with a `table` column) or JSON {retentionDays, columns, rows}', schema: { type: 'string' } })
  async export(@Query() query: AnalyticsExportQueryDto, @Res() response: Response): Promise<void> {
    const format = query.format ?? 'csv';
    response.status(200);
    response.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="analytics-export.${format}"`);
    response.setHeader('Cache-Control', 'no-store');
    try {
      await this.analytics.exportAll(format, response);
      response.end();
    } catch (error) {
      this.logger.error(`Analytics export failed: ${(error as Error).stack ?? String(error)}`);
      // Nothing sent yet: a proper 500; else the cut-off download is all the client can be told.
      if (!response.headersSent) response.status(500).json({ statusCode: 500, message: 'Internal server error' });
      else response.destroy();
    }
  }
}
