import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AnalyticsDimension, PageFigures } from '@app/contract';
import { BLOG_CATEGORIES } from '@app/site';
import { PageQueryDto } from '../../common/dto/page-query.dto';
import type { ArticleSort } from '../analytics.repository';

export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const ARTICLE_SORTS: readonly ArticleSort[] = ['views', 'visitors', 'engaged', 'depth', 'cta'];

/** `?days=7|30|90`: the window, ending today (UTC); 30 by default. */
export class AnalyticsWindowQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn(ANALYTICS_WINDOWS, { message: 'days must be 7, 30 or 90' })
  @ApiPropertyOptional({ enum: ANALYTICS_WINDOWS, default: 30, description: 'The window in days, ending today (UTC)' })
  days?: AnalyticsWindow;
}

/** The per-article table: window, order, an optional category, and paging. */
export class ArticleFiguresQueryDto extends PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn(ANALYTICS_WINDOWS, { message: 'days must be 7, 30 or 90' })
  @ApiPropertyOptional({ enum: ANALYTICS_WINDOWS, default: 30 })
  days?: AnalyticsWindow;

  @IsOptional()
  @IsIn(ARTICLE_SORTS, { message: `sort must be one of: ${ARTICLE_SORTS.join(', ')}` })
  @ApiPropertyOptional({ enum: ARTICLE_SORTS, default: 'views', description: 'Highest first: views, visitors, engaged time, read depth or CTA click-through' })
  sort?: ArticleSort;

  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  category?: string;
}

/** The whole export: CSV (one flat table) or JSON. */
export class AnalyticsExportQueryDto {
  @IsOptional()
  @IsIn(['csv', 'json'], { message: 'format must be csv or json' })
  @ApiPropertyOptional({ enum: ['csv', 'json'], default: 'csv' })
  format?: 'csv' | 'json';
}

export class FiguresDto implements PageFigures {
  @ApiProperty() views!: number;
  @ApiProperty({ description: 'Unique visitors, summed per day (a daily salted hash: a reader back another day counts again)' }) visitors!: number;
  @ApiProperty({ description: 'Seconds with the page visible, per view' }) avgEngagedSeconds!: number;
  @ApiProperty({ description: 'Average scroll depth per view, in percent (0-100)' }) avgReadDepth!: number;
  @ApiProperty({ description: 'Share of views that reached the end of the page (0-1)' }) completionRate!: number;
  @ApiProperty({ description: "Clicks on the article's call to action" }) ctaClicks!: number;
  @ApiProperty({ description: 'CTA clicks per view (0-1)' }) ctaRate!: number;
  @ApiProperty({ description: "Clicks on links to the agency's services" }) serviceClicks!: number;
}

export class DayFiguresDto extends FiguresDto {
  @ApiProperty({ format: 'date', example: '2026-01-31' }) day!: string;
}

export class SourceCountDto {
  @ApiProperty({ description: 'A referrer domain, or a UTM value; "(other)" gathers values past the day\'s top ones' }) value!: string;
  @ApiProperty() views!: number;
}

export class TopSourcesDto {
  @ApiProperty({ type: [SourceCountDto], description: 'Referrer domains (the site itself and direct visits are not listed)' }) referrers!: SourceCountDto[];
  @ApiProperty({ type: [SourceCountDto] }) utmSources!: SourceCountDto[];
  @ApiProperty({ type: [SourceCountDto] }) utmMediums!: SourceCountDto[];
  @ApiProperty({ type: [SourceCountDto] }) utmCampaigns!: SourceCountDto[];
}

export class AnalyticsOverviewDto {
  @ApiProperty({ description: 'Whether beacons are collected now (ANALYTICS=on)' }) enabled!: boolean;
  @ApiProperty({ enum: ANALYTICS_WINDOWS }) days!: AnalyticsWindow;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: FiguresDto, description: 'Every public page; visitors are the site-wide daily unique visitors summed' }) totals!: FiguresDto;
  @ApiProperty({ type: [DayFiguresDto], description: 'One entry per day of the window, oldest first (zeros on days without views)' }) series!: DayFiguresDto[];
  @ApiProperty({ type: TopSourcesDto, description: 'The top 10 of each, by views' }) sources!: TopSourcesDto;
}

export class ArticleFiguresDto extends FiguresDto {
  @ApiProperty() postId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ description: 'Whether the post is live now' }) published!: boolean;
}

export class ArticleFiguresPageDto {
  @ApiProperty({ enum: ANALYTICS_WINDOWS }) days!: AnalyticsWindow;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ type: [ArticleFiguresDto], description: 'Articles read in the window, in the order asked' }) items!: ArticleFiguresDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: Number, nullable: true }) next!: number | null;
}

export class ArticleDetailDto {
  @ApiProperty({ enum: ANALYTICS_WINDOWS }) days!: AnalyticsWindow;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: ArticleFiguresDto }) article!: ArticleFiguresDto;
  @ApiProperty({ type: [DayFiguresDto], description: 'One entry per day of the window, oldest first' }) series!: DayFiguresDto[];
  @ApiProperty({ type: TopSourcesDto }) sources!: TopSourcesDto;
}

export class CategoryFiguresDto extends FiguresDto {
  @ApiProperty() category!: string;
  @ApiProperty({ description: 'Articles of the category read in the window' }) articles!: number;
}

export class CategoryFiguresListDto {
  @ApiProperty({ enum: ANALYTICS_WINDOWS }) days!: AnalyticsWindow;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ type: [CategoryFiguresDto], description: 'CTA click-through per category, most viewed first' }) items!: CategoryFiguresDto[];
}

export class ReadersLostDto {
  @ApiProperty() postId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ description: 'Readers (daily unique visitors summed) in the latest 30 days' }) readers!: number;
  @ApiProperty({ description: 'Readers in the 30 days before those' }) previousReaders!: number;
  @ApiProperty({ description: 'previousReaders - readers (positive)' }) lostReaders!: number;
  @ApiProperty({ description: 'The change as a share of previousReaders (negative, e.g. -0.4)' }) change!: number;
}

export class ReadersLostPageDto {
  @ApiProperty({ format: 'date', description: 'First day of the latest 30 days' }) from!: string;
  @ApiProperty({ format: 'date', description: 'First day of the 30 days before' }) previousFrom!: string;
  @ApiProperty({ type: [ReadersLostDto], description: 'Live articles that lost readers month on month, most lost first' }) items!: ReadersLostDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: Number, nullable: true }) next!: number | null;
}

export class PostViewsDto {
  @ApiProperty() postId!: number;
  @ApiProperty() views!: number;
}

export class PostViewsListDto {
  @ApiProperty({ enum: ANALYTICS_WINDOWS }) days!: AnalyticsWindow;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ type: [PostViewsDto], description: 'Every post viewed in the window, by id (a post not listed had no views): join on the post list by id' }) items!: PostViewsDto[];
}

export const SOURCE_LISTS: Record<keyof TopSourcesDto, AnalyticsDimension> = {
  referrers: 'referrer',
  utmSources: 'utm_source',
  utmMediums: 'utm_medium',
  utmCampaigns: 'utm_campaign',
};
