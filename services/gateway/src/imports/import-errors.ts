/** A file (or an entry in it) this import refuses: the message goes into the report's errors as it is. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}
