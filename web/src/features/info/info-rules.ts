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

/** One message per failure, in the order empty, length, format (i18n keys of the info namespace). */
export function phoneError(value: string): string | null {
  const text = value.trim();
  if (text === '') {
    return 'info:validation.phoneRequired';
  }
  if (text.length !== 11) {
    return 'info:validation.phoneLength';
  }
  return mobilePattern.test(text) ? null : 'info:validation.phoneFormat';
}

export function emailError(value: string): string | null {
  const text = value.trim();
  return text === '' || emailPattern.test(text) ? null : 'info:validation.emailFormat';
}

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

export const passwordValidation = {
  oldPassword: (value: string) => (value === '' ? 'info:validation.oldPasswordRequired' : null),
  newPassword: (value: string) => {
    if (value === '') {
      return 'info:validation.newPasswordRequired';
    }
    return value.length < passwordMinLength || value.length > passwordMaxLength ? 'info:validation.newPasswordLength' : null;
  },
  newPassword1: (value: string, values: PasswordValues) => {
    if (value === '') {
      return 'info:validation.confirmRequired';
    }
    return value === values.newPassword ? null : 'info:validation.passwordMismatch';
  },
};
