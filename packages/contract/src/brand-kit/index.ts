export * from './brand-kit-prompt';
export * from './banned-phrases';
export * from './brand-kit-store.repository';
export * from './default-brand-kit';
