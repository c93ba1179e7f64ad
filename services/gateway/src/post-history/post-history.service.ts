import { Injectable, NotFoundException } from '@nestjs/common';
import { buildPostHistory, PostHistory, PostSnapshot, PostVersion, toPostSnapshot } from '@app/contract';
import { PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { MAX_ID } from '../posts/post-id.pipe';
import { ComparedVersionDto, HistoryVersionDto, PostHistoryDto, VersionComparisonDto } from './dto/post-history.dto';
import { HistoryRow, PostHistoryRepository } from './post-history.repository';

function toVersionDto(version: PostVersion, shown: { title: string; published: boolean }): HistoryVersionDto {
  return {
    number: version.number,
    revisionId: version.revisionId,
    label: version.label,
    madeBy: { ...version.madeBy },
    madeAt: version.madeAt.toISOString(),
    replacedAt: version.replacedAt?.toISOString() ?? null,
    title: shown.title,
    published: shown.published,
  };
}

/**
 * The readable history of a post (issue 28): every kept version numbered 1, 2, 3... with what made it in
 * words and when (buildPostHistory, @app/contract), and any two versions (or one and the post as it is)
 * side by side for the studio to diff.
 */
@Injectable()
export class PostHistoryService {
  constructor(private readonly history: PostHistoryRepository) {}

  async page(postId: number, page: PageRequest): Promise<PostHistoryDto> {
    const { rows, post, history } = await this.read(postId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const newestFirst = [...history.versions].reverse();
    const items = newestFirst.slice(page.skip, page.skip + page.pageSize).map((version) => toVersionDto(version, byId.get(version.revisionId!)!));
    const current = history.current && post ? toVersionDto(history.current, post) : null;
    return { postId, current, ...toPagedList(page, items, newestFirst.length) };
  }

  /** Two versions whole, the older first ('current': the post as it is). */
  async compare(postId: number, from: string, to: string): Promise<VersionComparisonDto> {
    const { post, history } = await this.read(postId);
    const [a, b] = await Promise.all([this.version(postId, post && toPostSnapshot(post), history, from), this.version(postId, post && toPostSnapshot(post), history, to)]);
    return a.number <= b.number ? { from: a, to: b } : { from: b, to: a };
  }

  private async read(postId: number): Promise<{ rows: HistoryRow[]; post: Awaited<ReturnType<PostHistoryRepository['findPost']>>; history: PostHistory }> {
    const [rows, post] = await Promise.all([this.history.listRows(postId), this.history.findPost(postId)]);
    if (!post && !rows.length) throw new NotFoundException('Post not found');
    return { rows, post, history: buildPostHistory(rows, post) };
  }

  private async version(postId: number, current: PostSnapshot | null, history: PostHistory, ref: string): Promise<ComparedVersionDto> {
    if (ref === 'current') {
      if (!current || !history.current) throw new NotFoundException('The post is deleted: compare two of its revisions');
      return { ...this.describe(history.current), snapshot: current };
    }
    const revisionId = Number(ref);
    // Past the integer column's range no revision can exist (and Postgres would refuse the number).
    const snapshot = revisionId <= MAX_ID ? await this.history.findSnapshot(postId, revisionId) : null;
    if (!snapshot) throw new NotFoundException('Revision not found');
    // A row the history does not list (a deleted post's restore) holds the same post as the version after it.
    const listed = history.versions.find((version) => version.revisionId === revisionId) ?? history.versions.find((version) => version.revisionId! > revisionId) ?? history.current;
    return { ...this.describe(listed!), revisionId, snapshot };
  }

  private describe(version: PostVersion): Omit<ComparedVersionDto, 'snapshot'> {
    return { number: version.number, revisionId: version.revisionId, label: version.label, madeAt: version.madeAt.toISOString() };
  }
}
