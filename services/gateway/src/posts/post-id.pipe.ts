import { NotFoundException, PipeTransform } from '@nestjs/common';

/** The largest id a Postgres integer column holds. */
export const MAX_ID = 2_147_483_647;

/** Route ids: anything that is not a positive 32-bit integer cannot exist, so it is a 404. */
export class PositiveIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

export const POST_ID = new PositiveIdPipe('Post not found');
export const REVISION_ID = new PositiveIdPipe('Revision not found');
