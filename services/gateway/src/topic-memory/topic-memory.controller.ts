import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SimilarPost } from '@app/site';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { POST_ID } from '../posts/post-id.pipe';
import { SimilarPostDto } from './dto/similar-post.dto';
import { TopicMemoryService } from './topic-memory.service';

@ApiTags('Topic memory')
@ApiAdmin()
@Controller('api/admin/blog/posts')
@UseGuards(AdminSessionGuard)
export class TopicMemoryController {
  constructor(private readonly topics: TopicMemoryService) {}

  /** The published posts closest in meaning to this one (best 3, score 0-1). */
  @Get(':id/similar')
  @ApiOkResponse({ type: [SimilarPostDto] })
  similar(@Param('id', POST_ID) id: number): Promise<SimilarPost[]> {
    return this.topics.similarToPost(id);
  }
}
