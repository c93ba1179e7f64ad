import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config.databaseUrl),
        // Keep serving (503 from health) while Postgres restarts instead of failing the boot loop.
        retryAttempts: 10,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
