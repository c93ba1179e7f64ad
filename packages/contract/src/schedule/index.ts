export * from './scheduled-publish';
export * from './scheduled-publish.repository';
