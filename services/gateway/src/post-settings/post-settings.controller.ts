import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { articleHeadInput, buildHead, parseKeywords, socialCard } from '@app/site';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaRepository } from '../media/media.repository';
import { POST_ID } from '../posts/post-id.pipe';
import { PostsService } from '../posts/posts.service';
import { PostSlugsService } from '../redirects/post-slugs.service';
import { CoverStateDto, PostSettingsDto } from './dto/post-settings.dto';

/** The post settings panel's reads (issue 28): the share card, the old addresses, the cover's state. */
@ApiTags('Posts')
@ApiAdmin()
@Controller('api/admin/blog/posts')
@UseGuards(AdminSessionGuard)
export class PostSettingsController {
  constructor(
    private readonly posts: PostsService,
    private readonly slugs: PostSlugsService,
    private readonly media: MediaRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/settings')
  @ApiOkResponse({ type: PostSettingsDto })
  async settings(@Param('id', POST_ID) id: number): Promise<PostSettingsDto> {
    const post = await this.posts.findById(id);
    // The article page's own head tags (@app/site), so the card shows what a share will show.
    const head = buildHead(articleHeadInput({ ...post, keywords: parseKeywords(post.keywords) }), this.config.publicUrl);
    const [oldSlugs, image] = await Promise.all([this.slugs.oldSlugsOf(id), this.media.findByPath(post.featuredImage)]);
    const cover: CoverStateDto = !post.featuredImage
      ? { kind: 'none', designedFor: null, stale: false }
      : !image
        ? { kind: 'other', designedFor: null, stale: false }
        : { kind: image.source, designedFor: image.coverTitle, stale: image.source === 'cover' && !!image.coverTitle && image.coverTitle.trim() !== post.title.trim() };
    return { postId: id, socialPreview: socialCard(head), oldSlugs: oldSlugs.map(({ slug, createdAt }) => ({ slug, since: createdAt.toISOString() })), cover };
  }
}
