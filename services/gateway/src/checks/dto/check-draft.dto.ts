import { PickType } from '@nestjs/swagger';
import { UpdatePostDto } from '../../posts/dto/update-post.dto';

/**
 * POST /api/admin/blog/posts/:id/checks: the editor's unsaved fields, checked as the admin types (issue 28
 * item 2). Each field sent takes the stored one's place; nothing is written. The same rules and limits as a save.
 */
export class CheckDraftDto extends PickType(UpdatePostDto, ['title', 'slug', 'excerpt', 'content', 'metaDescription', 'featuredImage', 'featuredImageAlt', 'keywords'] as const) {}
