import { Badge } from '@mantine/core';
import type { SmsSendLogFilter, SmsSendLogsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { SmsSendLogsDocument } from '../../../generated/graphql';
import { smsCategoryLabel } from './sms-crud';

/** A row of the send log. */
export type SmsLogRow = SmsSendLogsQuery['smsSendLogs']['records'][number];

/** The send log's search values (the status select answers a string). */
export interface SmsLogSearch {
  smsCode?: string;
  status?: string;
}

/** Outcome of a send (sms-send-log.entity.ts SMS_SEND_STATUS). */
export const smsSendStatus = { sent: 1, failed: 2 } as const;

const statusOptions: readonly CrudOption[] = [
  { value: '1', label: 'sms:sendStatuses.1' },
  { value: '2', label: 'sms:sendStatuses.2' },
];

function sendStatusLabel(status: number): string {
  return i18n.t(`sms:sendStatuses.${status}`, { defaultValue: String(status) });
}

/** The send log (newest first; numbers masked by the server): read only. */
export const smsLogCrud: CrudConfig<SmsLogRow, object, SmsLogSearch> = {
  key: 'resource.sms.log',
  title: 'sms:log.title',
  permissions: {},
  columns: [
    { accessor: 'createTime', title: 'sms:log.fields.createTime', noWrap: true, value: (row) => formatDateTime(row.createTime) },
    { accessor: 'smsCode', title: 'sms:fields.smsCode', noWrap: true },
    { accessor: 'category', title: 'sms:fields.category', noWrap: true, value: (row) => smsCategoryLabel(row.category) },
    { accessor: 'phones', title: 'sms:log.fields.phones', ellipsis: true, maxWidth: 260 },
    {
      accessor: 'status',
      title: 'sms:log.fields.status',
      noWrap: true,
      value: (row) => sendStatusLabel(row.status),
      render: (row) => (
        <Badge color={row.status === smsSendStatus.sent ? 'green' : 'red'} variant="light">
          {sendStatusLabel(row.status)}
        </Badge>
      ),
    },
    { accessor: 'providerCode', title: 'sms:log.fields.providerCode', noWrap: true },
    { accessor: 'error', title: 'sms:log.fields.error', ellipsis: true, maxWidth: 260, value: (row) => row.error ?? '' },
    { accessor: 'requestId', title: 'sms:log.fields.requestId', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
    { accessor: 'latencyMs', title: 'sms:log.fields.latencyMs', noWrap: true, hiddenByDefault: true },
  ],
  search: [
    { name: 'smsCode', label: 'sms:fields.smsCode' },
    { name: 'status', label: 'sms:log.fields.status', type: 'select', options: statusOptions },
  ],
};

/** The search values as the log query's filter. */
export function smsLogFilter(search: Partial<SmsLogSearch> | undefined): SmsSendLogFilter {
  return {
    ...(search?.smsCode ? { smsCode: search.smsCode } : {}),
    ...(search?.status ? { status: Number(search.status) } : {}),
  };
}

export const smsLogOperations = crudOperations<SmsLogRow, object, SmsLogSearch>()({
  list: SmsSendLogsDocument,
  page: (data) => data.smsSendLogs,
  variables: ({ filter, page }) => ({ filter: smsLogFilter(filter), page }),
});
