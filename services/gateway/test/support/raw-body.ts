/**
 * For supertest's `.serialize()`: sends a Buffer body as its bytes (by default a Buffer with a JSON
 * content type is sent as its JSON description), e.g. a body that is not UTF-8.
 */
export const asBytes = (bytes: Buffer) => bytes as unknown as string;
