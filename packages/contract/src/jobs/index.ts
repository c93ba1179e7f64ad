export * from './job.enums';
export * from './job.types';
export * from './redis-connection';
export * from './job-stages';
export * from './stopped-job.repository';
