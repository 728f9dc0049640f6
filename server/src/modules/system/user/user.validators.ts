import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import type { MessageKey } from '../../../core/errors/messages';

/** Mainland China mobile numbers: 11 digits starting 13..19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Login accounts: letters, digits and a few separators (they end up in Excel sheets and URLs). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
/** Avatars are links: http(s) or a path on this site. */
export const AVATAR_PATTERN = /^(https?:\/\/|\/)[^\s"'<>]*$/;

/** The one message a phone number earns: empty, wrong length, or not a mobile number; null when valid. */
export function phoneProblem(value: unknown, required: boolean): MessageKey | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    return required ? 'user.phoneRequired' : null;
  }
  if (text.length !== 11) {
    return 'user.phoneLength';
  }
  return MOBILE_PATTERN.test(text) ? null : 'user.phoneFormat';
}

/**
 * A mainland mobile number (the rule the profile form shows on blur): required (unless optional),
 * exactly 11 characters, then ^1[3-9]\d{9}$. One message per failure, in that order.
 */
export function IsMobilePhone(options: { required: boolean }, validationOptions?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isMobilePhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options: validationOptions,
      validator: {
        validate: (value: unknown) => phoneProblem(value, options.required) === null,
        defaultMessage: (args?: ValidationArguments) => phoneProblem(args?.value, options.required) ?? 'user.phoneFormat',
      },
    });
  };
}
