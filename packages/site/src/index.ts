/**
 * @app/site: the public site's rules, with no runtime dependencies, so the browser, the gateway's server
 * rendering and the worker share them: brand and agency facts, the route table, page metadata and head
 * tags, the blog's rules (categories, slugs, keywords, reading time) and the articles' `##` sections.
 */
export * from './agency';
export * from './brand';
export * from './blog';
export * from './pages';
export * from './routes';
export * from './head';
export * from './url';
export * from './theme-init';
export * from './app-shell';
export * from './article-markup';
export * from './media-image';
export * from './drawable-text';
export * from './markdown-sections';
export * from './markdown-limits';
