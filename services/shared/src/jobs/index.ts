export * from './job.enums';
export * from './job.types';
