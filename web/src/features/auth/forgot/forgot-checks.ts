export interface ForgotValues {
  tenantId: string;
  phone: string;
  code: string;
  password: string;
  password2: string;
}

/** Mainland mobile numbers as the server takes them: 11 digits from 1, +86 allowed, spaces and dashes dropped. */
const MOBILE = /^(?:\+86|0086|86)?1\d{10}$/;

type Problem = { field: keyof ForgotValues; message: string } | undefined;

/** What asking for a code needs: the tenant and a mobile number. Messages are i18n keys of the auth namespace. */
export function firstCodeProblem(values: ForgotValues): Problem {
  if (values.tenantId.trim() === '') {
    return { field: 'tenantId', message: 'auth:forgot.validation.tenantId' };
  }
  if (!MOBILE.test(values.phone.replace(/[\s-]/g, ''))) {
    return { field: 'phone', message: 'auth:forgot.validation.phone' };
  }
  return undefined;
}

/** What setting the password needs besides: the 6-digit code, a new password of 6 to 64 characters, repeated. */
export function firstResetProblem(values: ForgotValues): Problem {
  const first = firstCodeProblem(values);
  if (first) {
    return first;
  }
  if (!/^\d{6}$/.test(values.code.trim())) {
    return { field: 'code', message: 'auth:forgot.validation.code' };
  }
  if (values.password.length < 6 || values.password.length > 64) {
    return { field: 'password', message: 'auth:forgot.validation.password' };
  }
  if (values.password !== values.password2) {
    return { field: 'password2', message: 'auth:forgot.validation.mismatch' };
  }
  return undefined;
}
