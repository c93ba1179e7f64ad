export * from './post-revisions';
export * from './post-history';
export * from './proposal-rules';
export * from './proposal-store';
export * from './post-counts.repository';
export * from './revision-reasons';
export * from './post-revisions.repository';
export * from './proposal-store.repository';
