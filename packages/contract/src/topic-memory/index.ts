export * from './similar-posts';
