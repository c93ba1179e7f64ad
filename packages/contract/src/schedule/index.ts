export * from './scheduled-publish';
