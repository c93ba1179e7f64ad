export * from './blog';
export * from './content';
export * from './database';
export * from './entities';
export * from './jobs';
export * from './public-cache';
export * from './seed';
export * from './site';
