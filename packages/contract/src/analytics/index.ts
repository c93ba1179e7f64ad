export * from './page-figures';
export * from './page-figures.repository';
