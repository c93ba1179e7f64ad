import { DynamicModule, Module } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { BlogModule } from './blog/blog.module';
import { BrandKitModule } from './brand-kit/brand-kit.module';
import { ChecksModule } from './checks/checks.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { LoggingModule } from './logging/logging.module';
import { MediaModule } from './media/media.module';
import { MetricsModule } from './metrics/metrics.module';
import { PostsModule } from './posts/posts.module';
import { ProposalsModule } from './proposals/proposals.module';
import { RedisModule } from './redis/redis.module';
import { InternalLinksModule } from './internal-links/internal-links.module';
import { PostRefreshModule } from './post-refresh/post-refresh.module';
import { PostHistoryModule } from './post-history/post-history.module';
import { PostSettingsModule } from './post-settings/post-settings.module';
import { SeoModule } from './seo/seo.module';
import { StudioChangesModule } from './studio-changes/studio-changes.module';
import { TopicMemoryModule } from './topic-memory/topic-memory.module';
import { UsageModule } from './usage/usage.module';
import { ImportsModule } from './imports/imports.module';
import { ExportsModule } from './exports/exports.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        RedisModule,
        HealthModule,
        AuthModule,
        BlogModule,
        PostsModule,
        PostSettingsModule,
        PostHistoryModule,
        ProposalsModule,
        BrandKitModule,
        ChecksModule,
        JobsModule,
        AiModule,
        TopicMemoryModule,
        InternalLinksModule,
        PostRefreshModule,
        UsageModule,
        ImportsModule,
        ExportsModule,
        AnalyticsModule,
        StudioChangesModule,
        MediaModule,
        MetricsModule,
        SeoModule,
      ],
    };
  }
}
