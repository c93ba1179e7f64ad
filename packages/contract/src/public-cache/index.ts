export * from './public-cache-version';
