import { ValidateIf, ValidationOptions, registerDecorator } from 'class-validator';

/** Validates the field whenever it is present; unlike @IsOptional, null is not "absent". */
export const IfPresent = () => ValidateIf((_object, value) => value !== undefined);

const MAX_KEYWORDS = 50;
const MAX_KEYWORD_LENGTH = 100;
const MAX_KEYWORDS_TEXT = 5000;

/** Keywords in any of the spec's three forms: a JSON-encoded array, an array, or a comma-separated string. */
export function IsKeywordList(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isKeywordList',
      target: target.constructor,
      propertyName,
      options: {
        message: `${propertyName} must be an array of strings, a JSON-encoded array or a comma-separated string`,
        ...options,
      },
      validator: {
        validate(value: unknown) {
          if (typeof value === 'string') return value.length <= MAX_KEYWORDS_TEXT;
          return (
            Array.isArray(value) &&
            value.length <= MAX_KEYWORDS &&
            value.every((item) => typeof item === 'string' && item.length <= MAX_KEYWORD_LENGTH)
          );
        },
      },
    });
}

/** Empty (no image), an http(s) URL, or a path on this site such as /media/<hash>.png. */
export function IsImageReference(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageReference',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be an http(s) URL, a path starting with /, or empty`, ...options },
      validator: {
        validate(value: unknown) {
          if (value === null || value === '') return true;
          if (typeof value !== 'string' || value.length > 2000 || /\s/.test(value)) return false;
          if (value.startsWith('/') && !value.startsWith('//')) return true;
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
          } catch {
            return false;
          }
        },
      },
    });
}
