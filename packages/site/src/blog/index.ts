export * from './categories';
export * from './post-rules';
