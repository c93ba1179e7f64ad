export * from './post-revisions';
export * from './proposal-rules';
export * from './proposal-store';
export * from './post-counts.repository';
