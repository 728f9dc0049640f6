import type { Request } from 'express';
import { parseLegacyParams } from '../../modules/resource/sms/sms-message-check';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readIntParam, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { configSubmitVariables, legacyConfigView, removeAndEnableRows, type ConfigData } from './resource-config.rows';
import {
  LegacySmsDetailDocument,
  LegacySmsEnableDocument,
  LegacySmsListDocument,
  LegacySmsRemoveDocument,
  LegacySmsSendMessageDocument,
  LegacySmsSendValidateDocument,
  LegacySmsSubmitDocument,
  LegacySmsValidateMessageDocument,
} from '../generated/operations';

interface SmsData extends ConfigData {
  smsCode: string;
  templateId: string;
  regionId: string;
  signName: string;
  appId: string;
  templateVariables: string;
}

/** Dictionary `sms` of the legacy seed. */
const CATEGORY_NAMES: Record<number, string> = { 1: '云片', 2: '七牛云', 3: '阿里云', 4: '腾讯云' };
const SUBMIT_FIELDS = [
  'id',
  'category',
  'smsCode',
  'templateId',
  'accessKey',
  'secretKey',
  'regionId',
  'signName',
  'appId',
  'templateVariables',
  'remark',
];

/** The legacy send-message form: `code`, `phones` (comma list) and `params` (a JSON string of string values). */
function sendVariables(request: Request): Record<string, unknown> {
  const phones = (readParam(request, 'phones', 5000) ?? '').split(',');
  return {
    input: {
      code: readParam(request, 'code', 64)?.trim() || undefined,
      phones,
      params: parseLegacyParams(readParam(request, 'params', 4096)),
    },
  };
}

/** blade-resource/sms: configurations (the secret key is never sent back) and the send endpoint. */
export function smsRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const sms = (row: SmsData) => ({
    ...legacyConfigView(row, CATEGORY_NAMES, options.timeZone),
    smsCode: row.smsCode,
    templateId: row.templateId,
    regionId: row.regionId,
    signName: row.signName,
    appId: row.appId,
    templateVariables: row.templateVariables,
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-resource/sms/list',
      operation: LegacySmsListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          category: readIntParam(request, 'category'),
          smsCode: readParam(request, 'smsCode', 64)?.trim() || undefined,
          templateId: readParam(request, 'templateId', 500)?.trim() || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.smsConfigs, sms), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-resource/sms/detail',
      operation: LegacySmsDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, sms(data.smsConfig), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/sms/submit',
      partial: { detail: '/blade-resource/sms/detail' },
      operation: LegacySmsSubmitDocument,
      variables: configSubmitVariables(SUBMIT_FIELDS),
      reshape: statusOk,
    }),
    ...removeAndEnableRows('/blade-resource/sms', LegacySmsRemoveDocument, LegacySmsEnableDocument),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/sms/endpoint/send-message',
      operation: LegacySmsSendMessageDocument,
      variables: sendVariables,
      // R.success("短信发送成功") / R.fail("短信发送失败"): a provider's refusal is an answer, not an error.
      reshape: (data) => (data.sendSms.success ? envelope(200, {}, '短信发送成功') : envelope(400, {}, '短信发送失败')),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/sms/endpoint/send-validate',
      operation: LegacySmsSendValidateDocument,
      variables: (request) => ({ phone: requireParam(request, 'phone', 20) }),
      // R<SmsCode>: the id to validate with and the number; the code itself only travels by SMS.
      reshape: ({ sendSmsCode: sent }) =>
        sent.success
          ? envelope(200, { id: sent.id, phone: sent.phone, value: '', success: true }, '短信发送成功')
          : envelope(400, {}, '短信发送失败'),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/sms/endpoint/validate-message',
      operation: LegacySmsValidateMessageDocument,
      variables: (request) => ({
        id: requireParam(request, 'id', 19),
        phone: requireParam(request, 'phone', 20),
        value: requireParam(request, 'value', 6),
      }),
      reshape: (data) => (data.verifySmsCode ? envelope(200, {}, '短信校验成功') : envelope(400, {}, '短信校验失败')),
    }),
  ];
}
