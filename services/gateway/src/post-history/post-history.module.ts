import { Module } from '@nestjs/common';
import { PostHistoryController } from './post-history.controller';
import { PostHistoryRepository } from './post-history.repository';
import { PostHistoryService } from './post-history.service';

/** The readable revision history (issue 28). */
@Module({
  controllers: [PostHistoryController],
  providers: [PostHistoryService, PostHistoryRepository],
})
export class PostHistoryModule {}
