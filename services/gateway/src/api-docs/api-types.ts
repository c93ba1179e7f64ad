import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocumentOffline } from './api-docs';

/** Where the front end keeps the types generated from the gateway's OpenAPI document (repository-relative). */
export const API_TYPES_FILE = 'frontend/src/lib/api/schema.d.ts';
export const REGENERATE_COMMAND = 'npm run openapi:generate';

const HEADER = `/**
 * Generated from the gateway's OpenAPI document (services/gateway/src/api-docs) by \`${REGENERATE_COMMAND}\`.
 * Do not edit: change the gateway's DTOs and regenerate. \`npm test\` fails while this file is out of date.
 */

`;

/** The front end's API types as TypeScript source: what API_TYPES_FILE must contain. */
export async function generateApiTypes(): Promise<string> {
  const document = await buildOpenApiDocumentOffline();
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
