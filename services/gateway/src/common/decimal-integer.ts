import { Transform } from 'class-transformer';

/**
 * How an id or a count is written in a URL: decimal digits, with no sign, leading zero, fraction,
 * exponent, hex prefix or spaces. JavaScript's Number() (and so Nest's primitive conversion and
 * class-transformer's @Type(() => Number)) also reads `0x1`, `1.0`, `1e0`, `+1`, `01` and ` 1` as 1,
 * which gave one post many URLs.
 */
const DECIMAL_INTEGER = /^(0|[1-9]\d*)$/;

/** The number a decimal integer string means, or null for anything else (see DECIMAL_INTEGER). */
export function parseDecimalInteger(text: string): number | null {
  return DECIMAL_INTEGER.test(text) ? Number(text) : null;
}

export function decimalIntegerMessage(name: string): string {
  return `${name} must be a decimal integer`;
}

/**
 * For a DTO's numeric query field, instead of @Type(() => Number): a decimal integer string becomes its
 * number; anything else stays as it came, so the field's @IsInt answers 400 with its own message.
 */
export function DecimalInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseDecimalInteger(value) ?? value) : value));
}
