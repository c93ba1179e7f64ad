export * from './query-error';
