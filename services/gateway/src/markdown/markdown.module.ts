import { Module } from '@nestjs/common';
import { MarkdownRenderer } from './markdown-renderer.service';

/** Article markdown parsed off the event loop (MarkdownRenderer), for pages, feeds, checks and link suggestions. */
@Module({
  providers: [MarkdownRenderer],
  exports: [MarkdownRenderer],
})
export class MarkdownModule {}
