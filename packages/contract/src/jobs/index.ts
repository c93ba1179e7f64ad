export * from './job.enums';
export * from './job.types';
export * from './redis-connection';
