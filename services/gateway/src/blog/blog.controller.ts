import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { POSTS_API_PATH } from '@app/site';
import type { Request, Response } from 'express';
import { ApiErrors } from '../api-docs/api-responses';
import { sendCachedJson } from '../cache/cached-json';
import { PostsPageDto, PostsPageQueryDto } from './dto/posts-page.dto';
import { PublicPosts } from './public-posts.service';
import { sendPermanentRedirect } from '../redirects/permanent-redirect';

/**
 * Public reads, served from the public cache as pre-serialized bytes with a strong ETag
 * (304 on If-None-Match). The cache follows every write on any replica (see PublicCache).
 */
@Controller('api/blog')
export class BlogController {
  constructor(private readonly posts: PublicPosts) {}

  /** Spec §7: every published post, newest first. */
  @Get('posts')
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.posts.list());
  }

  /** The blog's search and category filter over every published post, a page at a time (the /blog page reads this). */
  @Get('page')
  @ApiOkResponse({ type: PostsPageDto })
  @ApiErrors()
  async page(@Query() query: PostsPageQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.posts.pageBody(query));
  }

  @Get('posts/:slug')
  async findOne(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const cached = await this.posts.one(slug);
    if (!cached) {
      // A renamed post's old slug: 301 to its current one (issue 28).
      const moved = await this.posts.redirectOf(slug);
      if (moved) return sendPermanentRedirect(response, `${POSTS_API_PATH}/${moved}`);
      throw new NotFoundException('Article not found');
    }
    sendCachedJson(request, response, cached);
  }
}
