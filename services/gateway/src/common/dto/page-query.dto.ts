import { DecimalInteger } from '../decimal-integer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** Far beyond any real list; it only keeps the offset a sane number. */
const MAX_PAGE = 1_000_000;

/**
 * Opt-in paging of an admin list: `?page=&pageSize=` (either one is enough). Without them a list keeps
 * answering the array the spec describes; with them it answers a Page of at most MAX_PAGE_SIZE items.
 */
export class PageQueryDto {
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @ApiPropertyOptional({ minimum: 1 })
  page?: number;

  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  pageSize?: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) x pageSize. */
  skip: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Items in the whole list. */
  total: number;
}

/** The page asked for, or null when neither parameter was given (the unpaged spec call). */
export function pageRequest(query: PageQueryDto): PageRequest | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return pageOf(query);
}

/** The page asked for; page 1 of DEFAULT_PAGE_SIZE items by default (a list that is always paged). */
export function pageOf(query: PageQueryDto): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, skip: (page - 1) * pageSize };
}

export function toPage<T>(request: PageRequest, items: T[], total: number): Page<T> {
  return { items, page: request.page, pageSize: request.pageSize, total };
}

/** A page of a list that is always paged: also the page to ask for next, or null on the last one. */
export interface PagedList<T> extends Page<T> {
  next: number | null;
}

export function toPagedList<T>(request: PageRequest, items: T[], total: number): PagedList<T> {
  return { ...toPage(request, items, total), next: request.skip + items.length < total ? request.page + 1 : null };
}
