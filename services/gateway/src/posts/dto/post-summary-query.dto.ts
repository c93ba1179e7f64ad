import { BLOG_CATEGORIES } from '@app/site';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PagedList, PageQueryDto } from '../../common/dto/page-query.dto';
import { STORABLE_TEXT, unstorableTextMessage } from '../../security/body-text.middleware';
import { PRODUCTION_STATUSES, ProductionStatus } from '@app/contract';
import { PostListRow, PostProduction } from '../posts.types';
import { AdminPostSummary, AdminPostSummaryDto, toAdminPostSummary } from './admin-post.dto';

export const SEARCH_MAX_LENGTH = 200;
/** The longest range one calendar read may ask for: a month view with the days of its first and last weeks. */
export const CALENDAR_MAX_DAYS = 42;

/** 'true' / 'false' as a query string gives them; anything else stays as sent and fails IsBoolean. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/admin/blog/posts/summaries: one page of the studio's lists, filtered and searched in Postgres. */
export class PostSummaryQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'published must be true or false' })
  @ApiPropertyOptional({ description: 'Only live posts (true) or only drafts (false); both when absent' })
  published?: boolean;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be a text' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `q must be at most ${SEARCH_MAX_LENGTH} characters` })
  // The body check does not see query strings; Postgres refuses NUL in a LIKE pattern (a 500 otherwise).
  @Matches(STORABLE_TEXT, { message: unstorableTextMessage('q') })
  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, description: 'Words the title, excerpt, slug or keywords contain (any case)' })
  q?: string;

  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  category?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'scheduled must be true or false' })
  @ApiPropertyOptional({ description: 'Only posts with a go-live time (true) or without one (false)' })
  scheduled?: boolean;

  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'from must be an ISO 8601 time' })
  @ApiPropertyOptional({ format: 'date-time', description: 'With `to`: only posts scheduled or published in [from, to) (the calendar)' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'to must be an ISO 8601 time' })
  @ApiPropertyOptional({ format: 'date-time', description: `End of the range (exclusive); at most ${CALENDAR_MAX_DAYS} days after from` })
  to?: string;
}

/** The [from, to) range asked for, or undefined; a message when it is half given, reversed or too long. */
export function calendarRange(query: Pick<PostSummaryQueryDto, 'from' | 'to'>): { from: Date; to: Date } | undefined | string {
  if (query.from === undefined && query.to === undefined) return undefined;
  if (query.from === undefined || query.to === undefined) return 'from and to go together';
  const range = { from: new Date(query.from), to: new Date(query.to) };
  if (Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime())) return 'from and to must be valid times';
  if (range.to <= range.from) return 'to must be after from';
  if (range.to.getTime() - range.from.getTime() > CALENDAR_MAX_DAYS * 86_400_000) return `from and to may be at most ${CALENDAR_MAX_DAYS} days apart`;
  return range;
}

/** A card of the studio's lists: the summary, plus what the draft badge needs from the content. */
export interface PostListItem extends AdminPostSummary {
  hasPlaceholderContent: boolean;
  /** The post's newest AI production, or null. */
  production: PostProduction | null;
  /** Whole days since a live post last changed, when it is ageing (POST_AGEING_DAYS or more); else null. */
  ageDays: number | null;
}

export function toPostListItem(post: PostListRow): PostListItem {
  return { ...toAdminPostSummary(post), hasPlaceholderContent: post.hasPlaceholderContent, production: post.production, ageDays: post.ageDays };
}

/** How many posts the blog holds, whatever the filters (the live section header and the glance). */
export interface PostCounts {
  total: number;
  published: number;
  draft: number;
  /** Drafts still holding the placeholder and not marked ready for review ('Ready for Writing'). */
  readyForWriting: number;
}

export interface PostSummaryPage extends PagedList<PostListItem> {
  counts: PostCounts;
}

export class PostProductionDto implements PostProduction {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: PRODUCTION_STATUSES }) status!: ProductionStatus;
  @ApiProperty({ type: String, nullable: true, description: "The production's latest job" }) currentJobId!: string | null;
}

export class PostListItemDto extends AdminPostSummaryDto implements PostListItem {
  @ApiProperty({ description: 'The content is still the draft placeholder (the content itself is not sent)' })
  hasPlaceholderContent!: boolean;
  @ApiProperty({ type: PostProductionDto, nullable: true, description: "The post's newest AI production" })
  production!: PostProductionDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days since a live post last changed, when it is ageing (POST_AGEING_DAYS or more); else null' })
  ageDays!: number | null;
}

export class PostCountsDto implements PostCounts {
  @ApiProperty() total!: number;
  @ApiProperty() published!: number;
  @ApiProperty() draft!: number;
  @ApiProperty() readyForWriting!: number;
}

export class PostSummaryPageDto implements PostSummaryPage {
  @ApiProperty({ type: [PostListItemDto] }) items!: PostListItemDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Posts matching the filters' }) total!: number;
  @ApiProperty({ type: Number, nullable: true }) next!: number | null;
  @ApiProperty({ type: PostCountsDto }) counts!: PostCountsDto;
}
