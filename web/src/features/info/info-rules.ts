import { z } from 'zod';

/** Mainland China mobile numbers: 11 digits starting 13..19 (as the server checks). */
export const mobilePattern = /^1[3-9]\d{9}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Avatars: jpg or png, at most 500 KB (SPEC §5; the server checks again). */
export const avatarMaxBytes = 500 * 1024;
export const avatarMimeTypes = ['image/jpeg', 'image/png'] as const;
const avatarExtensions = /\.(jpe?g|png)$/i;

/** Password bounds of the server (6 to 64 characters). */
export const passwordMinLength = 6;
export const passwordMaxLength = 64;

/**
 * The profile form. Messages are i18n keys of the info namespace, shown first-failure-first: a phone is checked
 * for empty, then length, then format (all on the trimmed text); an e-mail may be blank.
 */
export const profileSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, 'info:validation.phoneRequired')
    .length(11, 'info:validation.phoneLength')
    .regex(mobilePattern, 'info:validation.phoneFormat'),
  email: z
    .string()
    .trim()
    .refine((text) => text === '' || emailPattern.test(text), { message: 'info:validation.emailFormat' }),
});

/** Why a chosen avatar file is refused in the browser (type first, then size), or null. */
export function avatarFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(avatarMimeTypes as readonly string[]).includes(file.type) || !avatarExtensions.test(file.name)) {
    return 'info:avatar.typeError';
  }
  return file.size > avatarMaxBytes ? 'info:avatar.sizeError' : null;
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** The password form (i18n keys): each field required; the new one 6..64 characters; the repeat equal to it. */
export const passwordSchema = z
  .object({
    oldPassword: z.string().min(1, 'info:validation.oldPasswordRequired'),
    newPassword: z
      .string()
      .min(1, 'info:validation.newPasswordRequired')
      .min(passwordMinLength, 'info:validation.newPasswordLength')
      .max(passwordMaxLength, 'info:validation.newPasswordLength'),
    newPassword1: z.string().min(1, 'info:validation.confirmRequired'),
  })
  .refine((values) => values.newPassword1 === '' || values.newPassword1 === values.newPassword, {
    path: ['newPassword1'],
    message: 'info:validation.passwordMismatch',
  });
