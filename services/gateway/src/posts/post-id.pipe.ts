import { BadRequestException, NotFoundException, PipeTransform } from '@nestjs/common';
import { decimalIntegerMessage, parseDecimalInteger } from '../common/decimal-integer';

/** The largest id a Postgres integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * Route ids: a decimal integer (400 otherwise: `0x1`, `1.0`, `abc`); one that is not a positive 32-bit
 * integer cannot exist, so it is a 404. Takes the raw string, or the number the global
 * StrictValidationPipe already parsed by the same rule.
 */
export class PositiveIdPipe implements PipeTransform<string | number, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string | number): number {
    const id = typeof value === 'number' ? value : parseDecimalInteger(value);
    if (id === null || !Number.isInteger(id)) throw new BadRequestException(decimalIntegerMessage('id'));
    if (id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

export const POST_ID = new PositiveIdPipe('Post not found');
export const REVISION_ID = new PositiveIdPipe('Revision not found');
