/**
 * @app/contract: what the gateway and the worker agree on. Entities and migrations (the database),
 * the job contract (queues, names, payloads, results), the rules both services obey when they write a
 * post (revisions, locking, proposals), public-cache versioning and log shapes. Server-only: the browser
 * never imports it (the lint enforces this).
 */
export * from './database';
export * from './entities';
export * from './jobs';
export * from './posts';
export * from './media';
export * from './brand-kit';
export * from './claims';
export * from './logging';
export * from './public-cache';
export * from './schedule';
export * from './usage';
export * from './topic-memory';
export * from './ideas';
export * from './imports';
export * from './analytics';
export * from './content/seeded-random';
export * from './content/sentence-splice';
