import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { Page, PageQueryDto, pageRequest, toPage } from '../common/dto/page-query.dto';
import { AdminPost, AdminPostSummary, toAdminPost, toAdminPostSummary } from './dto/admin-post.dto';
import { CreatePostDto } from './dto/create-post.dto';
import { RevisionResponse, RevisionSummary, toRevision, toRevisionSummary } from './dto/revision-response.dto';
import { SetPublishedDto } from './dto/set-published.dto';
import { UpdatePostDto } from './dto/update-post.dto';
import { POST_ID, REVISION_ID } from './post-id.pipe';
import { PostsService } from './posts.service';
import { PostChanges, REVISION_REASON } from './posts.types';

export { toAdminPost };
export type { AdminPost };

/** The admin blog API (spec §7); every route needs an admin session. */
@Controller('api/admin/blog/posts')
@UseGuards(AdminSessionGuard)
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  /** Spec §7: every post with its content. With ?page=&pageSize=: a page of summaries. */
  @Get()
  async list(@Query() query: PageQueryDto): Promise<AdminPost[] | Page<AdminPostSummary>> {
    const page = pageRequest(query);
    if (!page) return (await this.posts.listPosts()).map(toAdminPost);
    const [posts, total] = await this.posts.listPostsPage(page);
    return toPage(page, posts.map(toAdminPostSummary), total);
  }

  @Get(':id')
  async findOne(@Param('id', POST_ID) id: number): Promise<AdminPost> {
    return toAdminPost(await this.posts.findById(id));
  }

  @Post()
  async create(@Body() body: CreatePostDto): Promise<AdminPost> {
    return toAdminPost(await this.posts.createPost(body));
  }

  @Put(':id')
  async update(@Param('id', POST_ID) id: number, @Body() body: UpdatePostDto): Promise<AdminPost> {
    const { id: _id, createdAt: _createdAt, publishedAt: _publishedAt, status: _status, updatedAt, ...changes } = body;
    const post = await this.posts.updatePost(id, changes satisfies PostChanges, REVISION_REASON.adminEdit, undefined, {
      expectedUpdatedAt: updatedAt ? new Date(updatedAt) : undefined,
    });
    return toAdminPost(post);
  }

  @Patch(':id')
  async setPublished(@Param('id', POST_ID) id: number, @Body() body: SetPublishedDto): Promise<AdminPost> {
    return toAdminPost(await this.posts.setPublished(id, body.published));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  async remove(@Param('id', POST_ID) id: number): Promise<{ id: number; deleted: true }> {
    await this.posts.deletePost(id);
    return { id, deleted: true };
  }

  /** Newest first, each with its snapshot. With ?page=&pageSize=: a page, snapshots without content. */
  @Get(':id/revisions')
  async revisions(@Param('id', POST_ID) id: number, @Query() query: PageQueryDto): Promise<RevisionResponse[] | Page<RevisionSummary>> {
    const page = pageRequest(query);
    if (!page) return (await this.posts.listRevisions(id)).map(toRevision);
    const [revisions, total] = await this.posts.listRevisionsPage(id, page);
    return toPage(page, revisions.map(toRevisionSummary), total);
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(HttpStatus.OK)
  async restore(
    @Param('id', POST_ID) id: number,
    @Param('revisionId', REVISION_ID) revisionId: number,
  ): Promise<AdminPost> {
    return toAdminPost(await this.posts.restoreRevision(id, revisionId));
  }
}
