/**
 * The shared site metadata (one source of truth with the browser app). Imported from the shared
 * package's build until services/shared/src/index.ts re-exports './site'; then this becomes
 * `export * from '@app/shared'`-style imports and this file can go.
 */
export * from '@app/shared/dist/site';
