import dayjs from 'dayjs';
import { z } from 'zod';
import type { AccommodationFieldsFragment, AccommodationInput } from '../../../generated/graphql';
import { fromPickerValue, toPickerValue } from '../examination/examination-form';

/** Furthest the candidate's own close may lie after the examination's (the server's MAX_CLOSE_OVERRIDE_DAYS). */
export const MAX_CLOSE_OVERRIDE_DAYS = 7;

export interface AccommodationFormValues {
  extraTimePct: number | string;
  extraTimeMin: number | string;
  openAtOverride: string | null;
  closeAtOverride: string | null;
  maxAttemptsOverride: number | string;
  integrityExempt: boolean;
  note: string;
  /** The examination's window (not sent): the candidate's own window is checked against it. */
  examOpenAt: string;
  examCloseAt: string;
}

export function accommodationValues(
  exam: { openAt: string; closeAt: string },
  row: AccommodationFieldsFragment | undefined,
): AccommodationFormValues {
  return {
    extraTimePct: row?.extraTimePct ?? 0,
    extraTimeMin: row?.extraTimeMin ?? 0,
    openAtOverride: toPickerValue(row?.openAtOverride),
    closeAtOverride: toPickerValue(row?.closeAtOverride),
    maxAttemptsOverride: row?.maxAttemptsOverride ?? '',
    integrityExempt: row?.integrityExempt ?? false,
    note: row?.note ?? '',
    examOpenAt: exam.openAt,
    examCloseAt: exam.closeAt,
  };
}

export function toAccommodationInput(examinationId: string, userId: string, values: AccommodationFormValues): AccommodationInput {
  return {
    examinationId,
    userId,
    extraTimePct: Number(values.extraTimePct),
    extraTimeMin: Number(values.extraTimeMin),
    openAtOverride: fromPickerValue(values.openAtOverride),
    closeAtOverride: fromPickerValue(values.closeAtOverride),
    maxAttemptsOverride: values.maxAttemptsOverride === '' ? null : Number(values.maxAttemptsOverride),
    integrityExempt: values.integrityExempt,
    note: values.note.trim() || null,
  };
}

const wholeIn = (min: number, max: number, key: string) =>
  z
    .union([z.number(), z.string()])
    .refine((value) => value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max, key);

/** The server's rules (accommodation.inputs.ts and accommodation-checks.ts), checked before sending. */
export const accommodationSchema = z
  .object({
    extraTimePct: wholeIn(0, 300, 'examAccess:validation.extraPctRange'),
    extraTimeMin: wholeIn(0, 600, 'examAccess:validation.extraMinRange'),
    maxAttemptsOverride: z.union([z.literal(''), wholeIn(1, 100, 'examAccess:validation.attemptsRange')]),
    note: z.string().max(500, 'examAccess:validation.noteTooLong'),
  })
  .passthrough()
  .superRefine((raw, context) => {
    const values = raw as unknown as AccommodationFormValues;
    const open = values.openAtOverride ? dayjs(values.openAtOverride) : dayjs(values.examOpenAt);
    const close = values.closeAtOverride ? dayjs(values.closeAtOverride) : dayjs(values.examCloseAt);
    if (!close.isAfter(open)) {
      context.addIssue({
        code: 'custom',
        path: [values.closeAtOverride ? 'closeAtOverride' : 'openAtOverride'],
        message: 'examAccess:validation.windowInvalid',
      });
    }
    if (values.closeAtOverride && close.isAfter(dayjs(values.examCloseAt).add(MAX_CLOSE_OVERRIDE_DAYS, 'day'))) {
      context.addIssue({ code: 'custom', path: ['closeAtOverride'], message: 'examAccess:validation.closeTooLate' });
    }
  });
