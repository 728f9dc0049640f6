import { zodValidate } from '../../shared/forms/zod-validate';
import { avatarFileError, passwordSchema, profileSchema } from './info-rules';

/** The message the form shows on one field (the first issue), or null. */
const profileError = (field: 'phone' | 'email', value: string) =>
  zodValidate(profileSchema)({ phone: '13912345678', email: '', [field]: value })[field] ?? null;
const phoneError = (value: string) => profileError('phone', value);
const emailError = (value: string) => profileError('email', value);
const passwordError = (field: 'oldPassword' | 'newPassword' | 'newPassword1', values: Record<string, string>) =>
  zodValidate(passwordSchema)({ oldPassword: 'old', newPassword: 'new-pass', newPassword1: 'new-pass', ...values })[field] ?? null;

describe('personal info rules', () => {
  it('checks the phone: required, 11 digits, then the mainland mobile format', () => {
    expect(phoneError('  ')).toBe('info:validation.phoneRequired');
    expect(phoneError('1380000000')).toBe('info:validation.phoneLength');
    expect(phoneError('010-1234567')).toBe('info:validation.phoneFormat');
    expect(phoneError('12800000000')).toBe('info:validation.phoneFormat');
    expect(phoneError('0101234567X')).toBe('info:validation.phoneFormat');
    expect(phoneError('13912345678')).toBeNull();
  });

  it('checks an optional e-mail', () => {
    expect(emailError('')).toBeNull();
    expect(emailError('me@example')).toBe('info:validation.emailFormat');
    expect(emailError('me@example.com')).toBeNull();
  });

  it('accepts only jpg/png avatars of at most 500 KB', () => {
    expect(avatarFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('info:avatar.typeError');
    expect(avatarFileError({ name: 'a.png.exe', type: 'image/png', size: 10 })).toBe('info:avatar.typeError');
    expect(avatarFileError({ name: 'a.png', type: 'image/png', size: 500 * 1024 + 1 })).toBe('info:avatar.sizeError');
    expect(avatarFileError({ name: 'a.JPG', type: 'image/jpeg', size: 500 * 1024 })).toBeNull();
  });

  it('checks the password change fields', () => {
    expect(passwordError('oldPassword', { oldPassword: '' })).toBe('info:validation.oldPasswordRequired');
    expect(passwordError('newPassword', { newPassword: '' })).toBe('info:validation.newPasswordRequired');
    expect(passwordError('newPassword', { newPassword: '12345' })).toBe('info:validation.newPasswordLength');
    expect(passwordError('newPassword', { newPassword: 'x'.repeat(65) })).toBe('info:validation.newPasswordLength');
    expect(passwordError('newPassword1', { newPassword1: '' })).toBe('info:validation.confirmRequired');
    expect(passwordError('newPassword1', { newPassword1: 'other' })).toBe('info:validation.passwordMismatch');
    expect(passwordError('newPassword1', { newPassword1: 'new-pass' })).toBeNull();
    // The repeat is compared even while another field is still wrong.
    expect(passwordError('newPassword1', { oldPassword: '', newPassword1: 'other' })).toBe('info:validation.passwordMismatch');
  });
});
