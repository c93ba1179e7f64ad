import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerConfig) => ({
        ...buildDataSourceOptions(config.databaseUrl),
        retryAttempts: 10,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
