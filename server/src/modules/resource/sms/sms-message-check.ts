import { AppError } from '../../../core/errors/app-error';

/** Most numbers one send takes (Tencent's limit per request, the smallest of the four providers). */
export const MAX_PHONES = 200;
/** Longest value of one template variable (Aliyun refuses longer values of verification templates). */
export const MAX_PARAM_LENGTH = 35;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const LINK = /(https?:\/\/|www\.|[a-z0-9-]+\.(com|cn|net|org|top|xyz)\b)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Mainland mobile numbers: `+86`/`86`/spaces/dashes dropped, checked, deduplicated; at most MAX_PHONES. */
export function normalisePhones(phones: readonly string[]): string[] {
  const cleaned = phones.map((phone) => phone.trim()).filter((phone) => phone !== '');
  if (cleaned.length === 0) {
    throw new AppError('VALIDATION', 'sms.phonesRequired', {}, [{ field: 'phones', messageKey: 'sms.phonesRequired' }]);
  }
  const normalised = cleaned.map((phone) => {
    const digits = phone.replace(/[\s-]/g, '').replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
    if (!MAINLAND_MOBILE.test(digits)) {
      const shown = phone.slice(0, 20);
      throw new AppError('VALIDATION', 'sms.phoneInvalid', { phone: shown }, [
        { field: 'phones', messageKey: 'sms.phoneInvalid', params: { phone: shown } },
      ]);
    }
    return digits;
  });
  const unique = [...new Set(normalised)];
  if (unique.length > MAX_PHONES) {
    throw new AppError('VALIDATION', 'sms.tooManyPhones', { max: MAX_PHONES }, [
      { field: 'phones', messageKey: 'sms.tooManyPhones', params: { max: MAX_PHONES } },
    ]);
  }
  return unique;
}

/** 13800001234 -> 138****1234. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

const paramProblem = (messageKey: 'sms.paramMissing' | 'sms.paramUnknown' | 'sms.paramNotAllowed', name: string): AppError =>
  new AppError('VALIDATION', messageKey, { name }, [{ field: 'params', messageKey, params: { name } }]);

/**
 * The template's variables with their values, in the declared order. With declared variables the names must be
 * exactly those (none missing, none extra); without, the given ones in their order. Values are plain text: at
 * most MAX_PARAM_LENGTH characters, no links, no control characters.
 */
export function orderedParams(given: ReadonlyArray<{ name: string; value: string }>, declared: readonly string[]): Array<[string, string]> {
  const values = new Map<string, string>();
  for (const { name, value } of given) {
    if (!/^[A-Za-z0-9_]{1,32}$/.test(name) || values.has(name)) {
      throw new AppError('VALIDATION', 'sms.paramsInvalid', {}, [{ field: 'params', messageKey: 'sms.paramsInvalid' }]);
    }
    if (value.length > MAX_PARAM_LENGTH) {
      throw new AppError('VALIDATION', 'sms.paramTooLong', { name, max: MAX_PARAM_LENGTH }, [
        { field: 'params', messageKey: 'sms.paramTooLong', params: { name, max: MAX_PARAM_LENGTH } },
      ]);
    }
    if (LINK.test(value) || CONTROL.test(value)) {
      throw paramProblem('sms.paramNotAllowed', name);
    }
    values.set(name, value);
  }
  if (declared.length === 0) {
    return [...values.entries()];
  }
  const missing = declared.find((name) => !values.has(name));
  if (missing) {
    throw paramProblem('sms.paramMissing', missing);
  }
  const unknown = [...values.keys()].find((name) => !declared.includes(name));
  if (unknown) {
    throw paramProblem('sms.paramUnknown', unknown);
  }
  return declared.map((name) => [name, values.get(name) ?? '']);
}

/** The legacy `params` form field: a JSON object of string values (at most 4 KB). */
export function parseLegacyParams(text: string | undefined): Array<{ name: string; value: string }> {
  const source = text?.trim() ?? '';
  if (source === '') {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = source.length <= 4096 ? JSON.parse(source) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('VALIDATION', 'sms.paramsInvalid', {}, [{ field: 'params', messageKey: 'sms.paramsInvalid' }]);
  }
  return Object.entries(parsed as Record<string, unknown>).map(([name, value]) => {
    if (typeof value !== 'string') {
      throw new AppError('VALIDATION', 'sms.paramsInvalid', {}, [{ field: 'params', messageKey: 'sms.paramsInvalid' }]);
    }
    return { name, value };
  });
}
