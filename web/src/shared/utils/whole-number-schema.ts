import { z } from 'zod';

/**
 * A NumberInput value that must be a whole number in [min, max]: '' (empty) gives `requiredKey` (or
 * passes when `requiredKey` is undefined), anything else out of range or not whole gives `rangeKey`.
 */
export function wholeNumberSchema(min: number, max: number, rangeKey: string, requiredKey?: string) {
  return z.custom<number | ''>().superRefine((value, context) => {
    if (value === '' || value === undefined || value === null) {
      if (requiredKey) {
        context.addIssue({ code: 'custom', message: requiredKey });
      }
      return;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      context.addIssue({ code: 'custom', message: rangeKey });
    }
  });
}
