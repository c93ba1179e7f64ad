import { isISO8601, registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** How far ahead a post may be scheduled: two years (a typo in the year is refused, not kept for ever). */
export const MAX_SCHEDULE_AHEAD_MS = 2 * 366 * 24 * 3600 * 1000;

/** An explicit zone (Z or ±hh:mm) at the end: a time is never read in the server's local zone. */
const ENDS_WITH_ZONE = /(Z|[+-]\d{2}:\d{2})$/;

/** The time a schedule string names, or null when it is not one (strict ISO 8601: 2026-02-30 is refused). */
export function parseScheduleTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.includes('T') || !ENDS_WITH_ZONE.test(value) || !isISO8601(value, { strict: true, strictSeparator: true })) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with `value` as a schedule time, or null when it is a valid time in the future. */
export function scheduleTimeProblem(value: unknown, now = Date.now()): string | null {
  const date = parseScheduleTime(value);
  if (!date) return 'must be an ISO 8601 date and time with a zone, e.g. 2026-12-01T09:00:00Z';
  if (date.getTime() <= now) return 'must be in the future';
  if (date.getTime() > now + MAX_SCHEDULE_AHEAD_MS) return 'must be within two years';
  return null;
}

/** A schedule time: an ISO 8601 time with a zone, in the future, at most two years ahead. Null passes (it unschedules). */
export function IsScheduleTime(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isScheduleTime',
      target: target.constructor,
      propertyName,
      options: {
        message: (args: ValidationArguments) => `${args.property} ${scheduleTimeProblem(args.value) ?? 'is invalid'}`,
        ...options,
      },
      validator: { validate: (value: unknown) => value === null || scheduleTimeProblem(value) === null },
    });
}

/** Refuses the field when `other` is in the body too (two instructions that contradict each other). */
export function NotTogetherWith(other: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notTogetherWith',
      target: target.constructor,
      propertyName,
      options: { message: `Send either ${other} or ${propertyName}, not both`, ...options },
      validator: { validate: (_value: unknown, args: ValidationArguments) => (args.object as Record<string, unknown>)[other] === undefined },
    });
}
