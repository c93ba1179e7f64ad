import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { BlogService } from './blog.service';
import { PublicPost, PublicPostSummary, toPost, toPostSummary } from './dto/post-response.dto';

@Controller('api/blog/posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  async list(): Promise<PublicPostSummary[]> {
    const posts = await this.blog.listPublished();
    return posts.map(toPostSummary);
  }

  @Get(':slug')
  async findOne(@Param('slug') slug: string): Promise<PublicPost> {
    const post = await this.blog.findPublishedBySlug(slug);
    if (!post) throw new NotFoundException('Article not found');
    return toPost(post);
  }
}
