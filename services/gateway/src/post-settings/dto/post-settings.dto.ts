import { ApiProperty } from '@nestjs/swagger';
import type { SocialCard } from '@app/site';

export class SocialPreviewDto implements SocialCard {
  @ApiProperty({ example: 'How to cut dialogue - Hyperframe', description: 'og:title' }) title!: string;
  @ApiProperty({ description: 'og:description: the meta description, else the excerpt' }) description!: string;
  @ApiProperty({ type: String, nullable: true, description: 'og:image, an absolute URL' }) image!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'og:image:alt' }) imageAlt!: string | null;
  @ApiProperty({ description: 'og:url, the canonical URL (current slug)' }) url!: string;
  @ApiProperty({ description: 'og:site_name' }) siteName!: string;
  @ApiProperty({ enum: ['summary', 'summary_large_image'] }) twitterCard!: 'summary' | 'summary_large_image';
}

export class OldSlugDto {
  @ApiProperty() slug!: string;
  @ApiProperty({ format: 'date-time', description: 'When the post left it' }) since!: string;
}

export class CoverStateDto {
  @ApiProperty({ enum: ['cover', 'upload', 'other', 'none'], description: "cover: drawn by the cover designer; upload: the admin's; other: an outside URL" })
  kind!: 'cover' | 'upload' | 'other' | 'none';
  @ApiProperty({ type: String, nullable: true, description: 'The title a designed cover shows' }) designedFor!: string | null;
  @ApiProperty({ description: "True when a designed cover shows another title than the post's" }) stale!: boolean;
}

/** GET /api/admin/blog/posts/:id/settings: what the settings panel shows besides the post's own fields. */
export class PostSettingsDto {
  @ApiProperty() postId!: number;
  @ApiProperty({ type: SocialPreviewDto, description: 'The share card, from the same head tags the article page carries' }) socialPreview!: SocialPreviewDto;
  @ApiProperty({ type: [OldSlugDto], description: 'Old addresses that answer 301 to the current slug while the post is live, newest first' })
  oldSlugs!: OldSlugDto[];
  @ApiProperty({ type: CoverStateDto }) cover!: CoverStateDto;
}
