import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { closeCoverRenderer, CoverInput, coverAltText, RenderedCover, renderCover, renderCoverAsync } from '@app/cover-designer';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { CoverMediaRepository } from './cover-media.repository';

export interface CoverImage {
  png: Buffer;
  width: number;
  height: number;
  hash: string;
  /** Where the gateway serves it: /media/<hash>.png */
  url: string;
  /** What it shows, for the post's featuredImageAlt. */
  alt: string;
  /** The title drawn on it (kept with the image, so a renamed post's stale cover is recognised). */
  title: string;
}

export function mediaUrl(hash: string, extension = 'png'): string {
  return `/media/${hash}.${extension}`;
}

const RECENT_DESIGNS = 16;

function coverImage(input: CoverInput, cover: RenderedCover): CoverImage {
  const hash = createHash('sha256').update(cover.png).digest('hex');
  return { png: cover.png, width: cover.width, height: cover.height, hash, url: mediaUrl(hash), alt: coverAltText(input), title: input.title };
}

/** The offline visual designer: branded SVG covers (@app/cover-designer) as PNG, stored by hash. */
@Injectable()
export class CoverDesigner implements OnApplicationShutdown {
  /** Recent designs by their inputs (same inputs, same bytes): a retried or repeated design renders once. */
  private readonly recent = new Map<string, Promise<CoverImage>>();

  constructor(private readonly media: CoverMediaRepository) {}

  /** `variant` rotates the layout: each regeneration asks for the next one. */
  design(input: CoverInput): CoverImage {
    return coverImage(input, renderCover(input));
  }

  /**
   * The same image as `design`, rendered on a background thread: start it early, await it when needed
   * (an unawaited failure is not reported as unhandled; awaiting it throws as `design` would).
   */
  designInBackground(input: CoverInput): Promise<CoverImage> {
    const key = JSON.stringify([input.title, input.category, input.variant]);
    let image = this.recent.get(key);
    if (!image) {
      image = renderCoverAsync(input).then((cover) => coverImage(input, cover));
      this.recent.set(key, image);
      image.catch(() => this.recent.delete(key));
      if (this.recent.size > RECENT_DESIGNS) this.recent.delete(this.recent.keys().next().value!);
    }
    image.catch(() => undefined);
    return image;
  }

  async onApplicationShutdown(): Promise<void> {
    await closeCoverRenderer();
  }

  /** Same bytes, same row: a retry or a repeated design inserts nothing. */
  async store(manager: EntityManager, image: CoverImage): Promise<string> {
    await this.media.insertCover(manager, image);
    return image.url;
  }
}
