export * from './blog';
export * from './database';
export * from './entities';
export * from './jobs';
