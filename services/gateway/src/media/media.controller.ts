import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { acceptsWebp, etagMatches } from './media-negotiation';
import { MediaService } from './media.service';

/** Content-addressed: a URL's bytes never change, so caches may keep them forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** One URL, two representations (the stored bytes, or WebP for clients that accept it): caches key on Accept. */
  @Get(':file')
  async serve(
    @Param('file') file: string,
    @Headers('accept') accept: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const media = await this.media.findRepresentation(file, { webp: acceptsWebp(accept) });
    if (!media) throw new NotFoundException('Image not found');
    response.setHeader('Cache-Control', IMMUTABLE_CACHE);
    response.setHeader('ETag', media.etag);
    response.vary('Accept');
    if (etagMatches(ifNoneMatch, media.etag)) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', media.contentType);
    response.setHeader('Content-Length', String(media.bytes.length));
    response.status(200).end(media.bytes);
  }
}
