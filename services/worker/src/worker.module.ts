import { DynamicModule, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { redisConnectionOptions, withoutQueryValues } from '@app/contract';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module';
import { WorkerConfig } from './config/worker-config';
import { DatabaseModule } from './database/database.module';
import { configureProcessors, JobsModule } from './jobs/jobs.module';
import { jobLogMixin } from './observability/job-log-context';
import { PublicCacheInvalidationModule } from './observability/public-cache-invalidation.module';
import { ScheduleModule } from './schedule/schedule.module';

/** The worker: no HTTP, just BullMQ processors that talk to Postgres and the AI provider. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    configureProcessors(config);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            base: { service: 'worker' },
            mixin: jobLogMixin,
            // The gateway's rule: a failed query is logged without its parameter values.
            serializers: { err: withoutQueryValues },
          },
        }),
        DatabaseModule,
        BullModule.forRoot({
          // Workers block on Redis: ioredis must retry forever rather than fail a command.
          connection: { ...redisConnectionOptions(config.redisUrl), maxRetriesPerRequest: null },
          prefix: config.queuePrefix,
        }),
        JobsModule,
        PublicCacheInvalidationModule,
        ScheduleModule,
      ],
    };
  }
}
