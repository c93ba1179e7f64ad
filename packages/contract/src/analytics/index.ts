export * from './page-figures';
