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
