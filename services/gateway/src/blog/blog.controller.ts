import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendCachedJson } from '../cache/cached-json';
import { PublicPosts } from './public-posts.service';

/**
 * Public reads, served from the public cache as pre-serialized bytes with a strong ETag
 * (304 on If-None-Match). The cache follows every write on any replica (see PublicCache).
 */
@Controller('api/blog/posts')
export class BlogController {
  constructor(private readonly posts: PublicPosts) {}

  @Get()
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.posts.list());
  }

  @Get(':slug')
  async findOne(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const cached = await this.posts.one(slug);
    if (!cached) throw new NotFoundException('Article not found');
    sendCachedJson(request, response, cached);
  }
}
