export * from './brand-kit-prompt';
export * from './banned-phrases';
export * from './brand-kit-store';
export * from './default-brand-kit';
