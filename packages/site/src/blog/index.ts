export * from './categories';
export * from './post-rules';
export * from './public-post';
export * from './posts-page';
export * from './topic-memory';
export * from './production-status';
