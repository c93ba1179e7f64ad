export * from './brand';
export * from './pages';
export * from './routes';
export * from './head';
export * from './url';
export * from './theme-init';
export * from './app-shell';
