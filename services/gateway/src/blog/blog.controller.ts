import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CachedJson, sendCachedJson, toCachedJson } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { BlogService } from './blog.service';
import { toPost, toPostSummary } from './dto/post-response.dto';

/**
 * Public reads, served from the public cache as pre-serialized bytes with a strong ETag
 * (304 on If-None-Match). The cache follows every write on any replica (see PublicCache).
 */
@Controller('api/blog/posts')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly cache: PublicCache,
  ) {}

  @Get()
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    const cached = await this.cache.get('posts', async () => toCachedJson((await this.blog.listPublished()).map(toPostSummary)));
    sendCachedJson(request, response, cached);
  }

  @Get(':slug')
  async findOne(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const cached = await this.cache.get(`post:${slug}`, async (): Promise<CachedJson | null> => {
      const post = await this.blog.findPublishedBySlug(slug);
      return post ? toCachedJson(toPost(post)) : null;
    });
    if (!cached) throw new NotFoundException('Article not found');
    sendCachedJson(request, response, cached);
  }
}
