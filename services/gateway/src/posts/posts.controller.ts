import { BadRequestException, Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Put, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin, ApiListOrPage } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { Page, pageOf, PageQueryDto, pageRequest, toPage, toPagedList } from '../common/dto/page-query.dto';
import { AdminPost, AdminPostDto, AdminPostPageDto, AdminPostSummary, DeletedPostDto, SavedPost, SavedPostDto, toAdminPost, toAdminPostSummary } from './dto/admin-post.dto';
import { CreatePostDto } from './dto/create-post.dto';
import { ApiPostConflict } from './dto/post-conflict.dto';
import { calendarRange, PostSummaryPage, PostSummaryPageDto, PostSummaryQueryDto, toPostListItem } from './dto/post-summary-query.dto';
import { RevisionDto, RevisionPageDto, RevisionResponse, RevisionSummary, toRevision, toRevisionSummary } from './dto/revision-response.dto';
import { ScheduleService } from '../schedule/schedule.service';
import { CoverProposalService } from '../post-settings/cover-proposal.service';
import { RequestId } from '../jobs/request-id.decorator';
import { SetPublishedDto } from './dto/set-published.dto';
import { UpdatePostDto } from './dto/update-post.dto';
import { adminActor, ApiEditorSession, EditorSession } from './editor-session.decorator';
import { POST_ID, REVISION_ID } from './post-id.pipe';
import { adminPostListBody } from './post-list-stream';
import { PostListRepository } from './post-list.repository';
import { PostSummariesRepository } from './post-summaries.repository';
import { PostsService } from './posts.service';
import { PostChanges, REVISION_REASON } from './posts.types';

export { toAdminPost };
export type { AdminPost };

/** The admin blog API (spec §7); every route needs an admin session. */
@ApiTags('Posts')
@ApiAdmin()
@Controller('api/admin/blog/posts')
@UseGuards(AdminSessionGuard)
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly schedule: ScheduleService,
    private readonly postList: PostListRepository,
    private readonly postSummaries: PostSummariesRepository,
    private readonly covers: CoverProposalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Spec §7: every post with its content, sent a page of posts at a time as it is read (constant memory
   * at any number of posts; compressed on the way like every answer). With ?page=&pageSize=: a page of summaries.
   */
  @Get()
  @ApiListOrPage(AdminPostDto, AdminPostPageDto)
  async list(@Query() query: PageQueryDto): Promise<StreamableFile | Page<AdminPostSummary>> {
    const page = pageRequest(query);
    if (!page) return adminPostListBody(this.postList);
    const [posts, total] = await this.posts.listPostsPage(page);
    return toPage(page, posts.map(toAdminPostSummary), total);
  }

  /**
   * The studio's lists: one page of summaries (no content), filtered by published, category and a search
   * in Postgres, with the blog's counts. Declared before :id, which would take 'summaries' for an id.
   */
  @Get('summaries')
  @ApiOkResponse({ type: PostSummaryPageDto })
  async summaries(@Query() query: PostSummaryQueryDto): Promise<PostSummaryPage> {
    const { published, category, q, scheduled } = query;
    const on = calendarRange(query);
    if (typeof on === 'string') throw new BadRequestException(on);
    const page = pageOf(query);
    const [[posts, total], counts] = await Promise.all([
      this.postSummaries.listPostSummaries({ published, category, q, scheduled, on }, page, this.config.postAgeingDays),
      this.postSummaries.countPosts(),
    ]);
    return { ...toPagedList(page, posts.map(toPostListItem), total), counts };
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminPostDto })
  async findOne(@Param('id', POST_ID) id: number): Promise<AdminPost> {
    return toAdminPost(await this.posts.findById(id));
  }

  @Post()
  @ApiCreatedResponse({ type: AdminPostDto })
  async create(@Body() body: CreatePostDto): Promise<AdminPost> {
    return toAdminPost(await this.posts.createPost(body));
  }

  /**
   * Save: the post as stored (adopt it: its updatedAt is the version the next save sends); a rename whose
   * designed cover shows the old title also proposes a new cover (coverJobId). A save against an older
   * version answers 409 with `conflict`: what changed since, by whom and when, and the post as stored.
   */
  @Put(':id')
  @ApiOkResponse({ type: SavedPostDto })
  @ApiPostConflict('The post changed since the updatedAt sent (or a slug is taken)')
  @ApiEditorSession()
  async update(
    @Param('id', POST_ID) id: number,
    @Body() body: UpdatePostDto,
    @EditorSession() session: string | null,
    @RequestId() requestId?: string,
  ): Promise<SavedPost> {
    const { id: _id, createdAt: _createdAt, publishedAt, publishAt: _publishAt, status: _status, coverJobId: _coverJobId, updatedAt, takeOldSlug, ...fields } = body;
    const changes: PostChanges = { ...fields, ...(publishedAt !== undefined ? { publishedAt: publishedAt === null ? null : new Date(publishedAt) } : {}) };
    const before = changes.title === undefined ? null : await this.posts.findById(id);
    const post = await this.posts.updatePost(id, changes, REVISION_REASON.adminEdit, undefined, {
      expectedUpdatedAt: updatedAt ? new Date(updatedAt) : undefined,
      takeOldSlug,
      actor: adminActor(session),
      session,
    });
    const cover = before ? await this.covers.proposeAfterRename(before, post, requestId) : { jobId: null };
    return { ...toAdminPost(post), coverJobId: cover.jobId };
  }

  /** Publish / Unpublish / schedule. Undo of an Unpublish is `{published: true}`: the first publishedAt is kept. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminPostDto })
  @ApiEditorSession()
  async setPublished(@Param('id', POST_ID) id: number, @Body() body: SetPublishedDto, @EditorSession() session: string | null): Promise<AdminPost> {
    const actor = adminActor(session);
    if (body.publishAt !== undefined) return toAdminPost(await this.schedule.schedulePost(id, body.publishAt === null ? null : new Date(body.publishAt), actor));
    return toAdminPost(await this.posts.setPublished(id, body.published!, undefined, actor));
  }

  /** Undo: POST :id/revisions/:revisionId/restore with the revisionId this answers (the post comes back under its id, with its AI history). */
  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DeletedPostDto })
  @ApiEditorSession()
  async remove(@Param('id', POST_ID) id: number, @EditorSession() session: string | null): Promise<{ id: number; deleted: true; revisionId: number }> {
    const { revisionId } = await this.posts.deletePost(id, undefined, adminActor(session));
    return { id, deleted: true, revisionId };
  }

  /** Newest first, each with its snapshot. With ?page=&pageSize=: a page, snapshots without content. */
  @Get(':id/revisions')
  @ApiListOrPage(RevisionDto, RevisionPageDto)
  async revisions(@Param('id', POST_ID) id: number, @Query() query: PageQueryDto): Promise<RevisionResponse[] | Page<RevisionSummary>> {
    const page = pageRequest(query);
    if (!page) return (await this.posts.listRevisions(id)).map(toRevision);
    const [revisions, total] = await this.posts.listRevisionsPage(id, page);
    return toPage(page, revisions.map(toRevisionSummary), total);
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminPostDto })
  @ApiEditorSession()
  async restore(
    @Param('id', POST_ID) id: number,
    @Param('revisionId', REVISION_ID) revisionId: number,
    @EditorSession() session: string | null,
  ): Promise<AdminPost> {
    return toAdminPost(await this.posts.restoreRevision(id, revisionId, adminActor(session)));
  }
}
