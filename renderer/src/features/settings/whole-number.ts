import { z } from 'zod';

/** A whole number field between min and max, with messages people read at the field. */
export const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a whole number` })
    .int('Enter a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
