import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PostsModule } from '../posts/posts.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { PostSettingsController } from './post-settings.controller';

/** The post settings panel's API (issue 28); the settings themselves are saved with the post (PUT). */
@Module({
  imports: [PostsModule, RedirectsModule, MediaModule],
  controllers: [PostSettingsController],
})
export class PostSettingsModule {}
