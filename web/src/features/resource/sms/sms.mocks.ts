import { graphql, HttpResponse } from 'msw';
import type {
  EnableSmsConfigMutation,
  EnableSmsConfigMutationVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  RemoveSmsConfigsMutation,
  RemoveSmsConfigsMutationVariables,
  SendSmsMutation,
  SendSmsMutationVariables,
  SmsConfigQuery,
  SmsConfigQueryVariables,
  SmsConfigsQuery,
  SmsConfigsQueryVariables,
  SmsSendLogsQuery,
  SmsSendLogsQueryVariables,
  SubmitSmsConfigMutation,
  SubmitSmsConfigMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { SmsRow } from './sms-crud';
import type { SmsLogRow } from './sms-log-crud';

/** An Aliyun configuration with a stored secret (enabled) and a Tencent one (disabled). */
export const smsFixtures: readonly SmsRow[] = [
  {
    id: '1900000000000300001',
    category: 3,
    smsCode: 'aliyun-code',
    templateId: 'SMS_100000001',
    accessKey: 'LTAI-EXAMPLE',
    hasSecret: true,
    regionId: 'cn-hangzhou',
    signName: 'ExamCentre',
    appId: '',
    templateVariables: 'code',
    remark: null,
    status: 2,
    createTime: '2026-03-01T08:00:00.000Z',
    updateTime: '2026-03-01T08:00:00.000Z',
  },
  {
    id: '1900000000000300002',
    category: 4,
    smsCode: 'tencent-notice',
    templateId: '1234567',
    accessKey: 'AKID-EXAMPLE',
    hasSecret: true,
    regionId: 'ap-guangzhou',
    signName: 'ExamCentre',
    appId: '1400000000',
    templateVariables: 'name,time',
    remark: 'reminders',
    status: 1,
    createTime: '2026-03-02T08:00:00.000Z',
    updateTime: '2026-03-02T08:00:00.000Z',
  },
];

export const smsLogFixtures: readonly SmsLogRow[] = [
  {
    id: '1900000000000310001',
    createTime: '2026-03-03T08:00:00.000Z',
    smsCode: 'aliyun-code',
    category: 3,
    templateId: 'SMS_100000001',
    phones: '138****0000',
    phoneCount: 1,
    providerCode: 'OK',
    requestId: 'req-1',
    status: 1,
    error: null,
    latencyMs: 42,
  },
  {
    id: '1900000000000310002',
    createTime: '2026-03-03T09:00:00.000Z',
    smsCode: 'tencent-notice',
    category: 4,
    templateId: '1234567',
    phones: '139****1111',
    phoneCount: 1,
    providerCode: 'FailedOperation.SignatureIncorrectOrUnapproved',
    requestId: 'req-2',
    status: 2,
    error: 'signature not approved',
    latencyMs: 51,
  },
];

export const smsMenu: MyMenusQuery['myMenus'][number] = {
  id: '1164733389658962251',
  parentId: '1123598815738675298',
  code: 'sms',
  name: 'sms',
  alias: 'menu',
  path: '/resource/sms',
  source: 'iconfont iconicon_sms',
  sort: 3,
  category: 1,
  action: 0,
  isOpen: 1,
};
export const smsPermissions: readonly string[] = ['sms', 'sms_add', 'sms_edit', 'sms_delete', 'sms_view', 'sms_enable'];

function saved(input: SubmitSmsConfigMutationVariables['input']): SmsRow {
  const previous = smsFixtures.find((row) => row.id === input.id);
  return {
    id: input.id ?? '1999999999999999998',
    category: input.category,
    smsCode: input.smsCode,
    templateId: input.templateId,
    accessKey: input.accessKey,
    hasSecret: Boolean(input.secretKey) || (previous?.hasSecret ?? false),
    regionId: input.regionId ?? '',
    signName: input.signName ?? '',
    appId: input.appId ?? '',
    templateVariables: input.templateVariables ?? '',
    remark: input.remark ?? null,
    status: previous?.status ?? 1,
    createTime: '2026-03-04T08:00:00.000Z',
    updateTime: '2026-03-04T08:00:00.000Z',
  };
}

/** Default handlers of the SMS page, keyed by operation name. */
export const smsMocks = {
  SmsConfigs: graphql.query<SmsConfigsQuery, SmsConfigsQueryVariables>('SmsConfigs', () =>
    HttpResponse.json({ data: { smsConfigs: { total: smsFixtures.length, size: 10, current: 1, pages: 1, records: [...smsFixtures] } } }),
  ),
  SmsConfig: graphql.query<SmsConfigQuery, SmsConfigQueryVariables>('SmsConfig', ({ variables }) => {
    const row = smsFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { smsConfig: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitSmsConfig: graphql.mutation<SubmitSmsConfigMutation, SubmitSmsConfigMutationVariables>('SubmitSmsConfig', ({ variables }) =>
    HttpResponse.json({ data: { submitSmsConfig: saved(variables.input) } }),
  ),
  RemoveSmsConfigs: graphql.mutation<RemoveSmsConfigsMutation, RemoveSmsConfigsMutationVariables>('RemoveSmsConfigs', ({ variables }) =>
    HttpResponse.json({ data: { removeSmsConfigs: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  EnableSmsConfig: graphql.mutation<EnableSmsConfigMutation, EnableSmsConfigMutationVariables>('EnableSmsConfig', ({ variables }) => {
    const row = smsFixtures.find((candidate) => candidate.id === variables.id) ?? smsFixtures[0];
    return row ? HttpResponse.json({ data: { enableSmsConfig: { ...row, status: 2 } } }) : HttpResponse.json({ data: null });
  }),
  SendSms: graphql.mutation<SendSmsMutation, SendSmsMutationVariables>('SendSms', () =>
    HttpResponse.json({
      data: { sendSms: { success: true, providerCode: 'OK', providerMessage: 'OK', requestId: 'req-3', logId: '1900000000000310003' } },
    }),
  ),
  SmsSendLogs: graphql.query<SmsSendLogsQuery, SmsSendLogsQueryVariables>('SmsSendLogs', () =>
    HttpResponse.json({
      data: { smsSendLogs: { total: smsLogFixtures.length, size: 10, current: 1, pages: 1, records: [...smsLogFixtures] } },
    }),
  ),
};

/** Session answers of an administrator who sees the SMS page with all its buttons. */
export const smsSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, smsMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...smsPermissions] } }),
  ),
};
