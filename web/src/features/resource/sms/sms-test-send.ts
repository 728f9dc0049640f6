import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { SmsSendInput } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { smsCategory, type SmsRow } from './sms-crud';

/** One template variable of the test-send form. */
export interface SmsParamValue {
  name: string;
  value: string;
}

export interface SmsTestSendValues {
  phones: string;
  params: SmsParamValue[];
}

/** Mainland mobile numbers as the server takes them (sms-message-check.ts): 11 digits from 1, +86/0086/86 allowed. */
const PHONE = /^(\+86|0086|86)?1\d{10}$/;

/** The numbers typed, one per line or separated by commas, spaces and dashes inside a number dropped. */
export function splitPhones(text: string): string[] {
  return text
    .split(/[\n,;，；]+/)
    .map((phone) => phone.replace(/[\s-]/g, ''))
    .filter((phone) => phone !== '');
}

export const smsTestSendSchema = z.object({
  phones: z
    .string()
    .refine((text) => splitPhones(text).length > 0, 'sms:validation.phonesRequired')
    .refine((text) => splitPhones(text).every((phone) => PHONE.test(phone)), 'sms:validation.phonesInvalid')
    .refine((text) => splitPhones(text).length <= 200, 'sms:validation.tooManyPhones'),
  params: z.array(
    z.object({
      name: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{1,32}$/, 'sms:validation.paramNameInvalid'),
      value: z.string().max(500, 'sms:validation.tooLong'),
    }),
  ),
});

/** The configuration's template variables: Yunpian's `#name#` placeholders, the declared list of the others. */
export function templateVariableNames(row: Pick<SmsRow, 'category' | 'templateId' | 'templateVariables'>): string[] {
  const names =
    row.category === smsCategory.yunpian
      ? [...row.templateId.matchAll(/#([A-Za-z0-9_]+)#/g)].map((match) => match[1] ?? '')
      : row.templateVariables.split(',').map((name) => name.trim());
  return [...new Set(names.filter((name) => name !== ''))];
}

/** The form's first values: one row per template variable, empty values. */
export function testSendValues(row: SmsRow): SmsTestSendValues {
  return { phones: '', params: templateVariableNames(row).map((name) => ({ name, value: '' })) };
}

/** The send's input, through the configuration named by its code (enabled or not). */
export function testSendInput(row: SmsRow, values: SmsTestSendValues): SmsSendInput {
  return {
    code: row.smsCode,
    phones: splitPhones(values.phones),
    params: values.params.map((param) => ({ name: param.name.trim(), value: param.value })),
  };
}

/**
 * Why a test send failed: the server's own (already translated) text when it names an SMS reason (a number
 * throttled for N seconds, a missing variable), else the web's text of the error code.
 */
export function testSendFailureText(failure: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(failure)) {
    const specific = failure.errors.find((error) => {
      const key = error.extensions?.['messageKey'];
      return typeof key === 'string' && key.startsWith('sms.') && error.message !== '';
    });
    if (specific) {
      return specific.message;
    }
  }
  return errorMessage(failure, t);
}
