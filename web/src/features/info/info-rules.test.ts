import { avatarFileError, emailError, passwordValidation, phoneError } from './info-rules';

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
    const values = { oldPassword: 'old', newPassword: 'new-pass', newPassword1: 'other' };
    expect(passwordValidation.oldPassword('')).toBe('info:validation.oldPasswordRequired');
    expect(passwordValidation.newPassword('')).toBe('info:validation.newPasswordRequired');
    expect(passwordValidation.newPassword('12345')).toBe('info:validation.newPasswordLength');
    expect(passwordValidation.newPassword1('', values)).toBe('info:validation.confirmRequired');
    expect(passwordValidation.newPassword1('other', values)).toBe('info:validation.passwordMismatch');
    expect(passwordValidation.newPassword1('new-pass', values)).toBeNull();
  });
});
