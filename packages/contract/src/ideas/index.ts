export * from './idea-slugs.repository';
