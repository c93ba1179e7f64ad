import { Module } from '@nestjs/common';
import { ImageUploadController } from './image-upload.controller';
import { ImageUploadService } from './image-upload.service';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

@Module({
  controllers: [MediaController, ImageUploadController],
  providers: [MediaService, MediaRepository, ImageUploadService],
  exports: [MediaRepository],
})
export class MediaModule {}
