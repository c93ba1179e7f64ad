/** Longest database message kept: Postgres quotes the offending value in some (e.g. invalid input syntax). */
const MAX_MESSAGE_LENGTH = 500;

/** An error as pino's standard `err` serializer leaves it: a plain object of its fields. */
export type SerializedError = Record<string, unknown> & { type?: string; message?: unknown; stack?: unknown };

/** What a log may say about one bound value: its type and size, never the value. */
export function describeQueryParameter(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return `string(${value.length})`;
  if (Buffer.isBuffer(value)) return `buffer(${value.length})`;
  if (Array.isArray(value)) return `array(${value.length})`;
  if (value instanceof Date) return 'date';
  return typeof value;
}

function cut(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}… (${text.length} characters)` : text;
}

/** A Postgres error (pg's DatabaseError, or TypeORM's QueryFailedError that copies its fields). */
function isDatabaseError(err: SerializedError): boolean {
  return typeof err.query === 'string' || (typeof err.code === 'string' && typeof err.severity === 'string');
}

/**
 * For pino's `err` serializer, after the standard one: a database error keeps what locates the fault
 * (query text with its $n placeholders, code, constraint, table, column) and loses the values it carries:
 * `parameters` becomes their types and lengths, and Postgres' `detail` ("Failing row contains (...)",
 * "Key (slug)=(...)") is dropped. Query parameters can be a whole article (500 KB) or personal data.
 * Any other error passes unchanged.
 */
export function withoutQueryValues<T>(err: T): T {
  if (typeof err !== 'object' || err === null) return err;
  const source = err as SerializedError;
  if (!isDatabaseError(source)) return err;
  const { parameters, detail: _detail, driverError, message, stack, ...rest } = source;
  const safe: SerializedError = { ...rest };
  if (typeof message === 'string') safe.message = cut(message);
  if (typeof stack === 'string' && typeof message === 'string') safe.stack = stack.replace(message, cut(message));
  if (Array.isArray(parameters)) safe.parameters = parameters.map(describeQueryParameter);
  if (typeof driverError === 'object' && driverError !== null) safe.driverError = withoutQueryValues(driverError);
  return safe as T;
}
