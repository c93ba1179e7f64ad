import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { decimalIntegerMessage, parseDecimalInteger } from './decimal-integer';

/**
 * The global ValidationPipe, except that a route or query parameter typed `number` must be written as a
 * decimal integer (400 naming it otherwise). Nest's own conversion is `+value`, under which `0x1`,
 * `1.0` and `1e0` all reach the handler as 1 (and its id pipe, which runs after it, never sees them).
 */
export class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    const { type, metatype, data } = metadata;
    if (metatype === Number && data && (type === 'param' || type === 'query') && typeof value === 'string') {
      const parsed = parseDecimalInteger(value);
      if (parsed === null) throw new BadRequestException(decimalIntegerMessage(data));
      return parsed;
    }
    return super.transformPrimitive(value, metadata);
  }
}
