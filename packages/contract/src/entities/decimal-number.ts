import { ValueTransformer } from 'typeorm';

/** numeric columns come back from pg as strings (exact decimals); costs are read as numbers. */
export const decimalNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
