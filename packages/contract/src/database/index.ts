export * from './data-source-options';
export * from './migrate';
export * from './backup';
export * from './database-health.repository';
