import { Injectable } from '@nestjs/common';
import { Media } from '@app/contract';
import { coverAltText, renderCover } from '@app/cover-designer';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';

export interface CoverImage {
  png: Buffer;
  width: number;
  height: number;
  hash: string;
  /** Where the gateway serves it: /media/<hash>.png */
  url: string;
  /** What it shows, for the post's featuredImageAlt. */
  alt: string;
}

export function mediaUrl(hash: string, extension = 'png'): string {
  return `/media/${hash}.${extension}`;
}

/** The offline visual designer: branded SVG covers (@app/cover-designer) as PNG, stored by hash. */
@Injectable()
export class CoverDesigner {
  /** `variant` rotates the layout: each regeneration asks for the next one. */
  design(input: { title: string; category: string; variant: number }): CoverImage {
    const cover = renderCover(input);
    const hash = createHash('sha256').update(cover.png).digest('hex');
    return { png: cover.png, width: cover.width, height: cover.height, hash, url: mediaUrl(hash), alt: coverAltText(input) };
  }

  /** Same bytes, same row: a retry or a repeated design inserts nothing. */
  async store(manager: EntityManager, image: CoverImage): Promise<string> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Media)
      .values({ hash: image.hash, contentType: 'image/png', extension: 'png', bytes: image.png, width: image.width, height: image.height })
      .orIgnore()
      .execute();
    return image.url;
  }
}
