export * from './post-revisions';
export * from './post-history';
export * from './proposal-rules';
export * from './proposal-store';
export * from './revision-reasons';
