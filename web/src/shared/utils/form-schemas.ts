import { z } from 'zod';

/** Bounds of a sort order, as the server checks them (0..1 000 000, whole numbers). */
export const maxSortOrder = 1_000_000;

/**
 * A sort-order number input (Mantine NumberInput answers a number, or "" when empty). Messages are
 * i18n keys; without `required` an empty value is allowed (the server keeps its default).
 */
export function sortOrderSchema(messages: { invalid: string; required?: string }) {
  return z
    .custom<number | ''>((value) => value === '' || typeof value === 'number', { message: messages.invalid })
    .superRefine((value, context) => {
      if (value === '') {
        if (messages.required) {
          context.addIssue({ code: 'custom', message: messages.required });
        }
        return;
      }
      if (!Number.isInteger(value) || value < 0 || value > maxSortOrder) {
        context.addIssue({ code: 'custom', message: messages.invalid });
      }
    });
}

/** The text of an optional input as the server takes it: trimmed, null when blank. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A Mantine NumberInput value (a number; a string while typed, "" when empty), read as `Number(value)`.
 * Empty answers `required` (or `invalid` when not given); a value out of bounds answers `invalid`.
 */
export function numberInputSchema(
  bounds: { min: number; max: number; integer?: boolean },
  messages: { invalid: string; required?: string },
) {
  const inBounds = (value: number) =>
    Number.isFinite(value) && (!bounds.integer || Number.isInteger(value)) && value >= bounds.min && value <= bounds.max;
  return z.union([z.number(), z.string()], { message: messages.invalid }).superRefine((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: messages.required ?? messages.invalid });
    } else if (!inBounds(Number(value))) {
      context.addIssue({ code: 'custom', message: messages.invalid });
    }
  });
}

/** A text that must not be blank (after trimming), with an optional maximum length. */
export function requiredText(messages: { required: string; tooLong?: string }, maxLength = Number.POSITIVE_INFINITY) {
  return z
    .string()
    .refine((value) => value.trim() !== '', { message: messages.required })
    .refine((value) => value.length <= maxLength, { message: messages.tooLong ?? messages.required });
}

/** A Select that must have a choice (Mantine answers null when cleared, "" before any choice). */
export function requiredChoice(message: string) {
  return z.string({ message }).min(1, message);
}
