import { Module } from '@nestjs/common';
import { MarkdownModule } from '../markdown/markdown.module';
import { ChecksController } from './checks.controller';
import { ChecksService } from './checks.service';

@Module({
  imports: [MarkdownModule],
  controllers: [ChecksController],
  providers: [ChecksService],
})
export class ChecksModule {}
