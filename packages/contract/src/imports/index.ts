export * from './apply-import';
export * from './import-report';
export * from './imports.repository';
export * from './legacy-path';
