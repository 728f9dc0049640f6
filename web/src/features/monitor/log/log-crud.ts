import type { ApiLogsQuery, ErrorLogsQuery, UsualLogsQuery } from '../../../generated/graphql';
import type { CrudColumn, CrudConfig, CrudRow, CrudSearchField } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import type { LogSearch } from './log-filter';

/** The three log lists share one page; the kind names the list, the permissions and the texts. */
export type LogKind = 'usual' | 'api' | 'error';

export type UsualLogRow = UsualLogsQuery['usualLogs']['records'][number];
export type ApiLogRow = ApiLogsQuery['apiLogs']['records'][number];
export type ErrorLogRow = ErrorLogsQuery['errorLogs']['records'][number];

/** Logs are read-only: no form values. */
export type LogFormValues = Record<string, never>;

/** Methods offered by the method filter (exact match on the server). */
const methods = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const logSearchFields: readonly CrudSearchField<LogSearch>[] = [
  { name: 'serviceId', label: 'log:fields.serviceId' },
  { name: 'serverHost', label: 'log:fields.serverHost' },
  { name: 'requestUri', label: 'log:fields.requestUri' },
  { name: 'createBy', label: 'log:fields.createBy' },
  { name: 'method', label: 'log:fields.method', type: 'select', options: methods.map((method) => ({ value: method, label: method })) },
  { name: 'createTimeFrom', label: 'log:search.createTimeFrom', type: 'date' },
  { name: 'createTimeTo', label: 'log:search.createTimeTo', type: 'date' },
];

interface CommonLogRow extends CrudRow {
  serviceId: string;
  serverHost: string;
  serverIp: string;
  env: string;
  requestUri: string;
  method: string;
  createBy: string;
  createTime: string;
}

/** A column of the fields every log row has (safe: Row extends CommonLogRow). */
function common<Row extends CommonLogRow>(name: Extract<keyof CommonLogRow, string>): Extract<keyof Row, string> {
  return name as Extract<keyof Row, string>;
}

function leadingColumns<Row extends CommonLogRow>(): CrudColumn<Row>[] {
  return [
    { accessor: common<Row>('serviceId'), title: 'log:fields.serviceId', sortable: true, noWrap: true },
    { accessor: common<Row>('serverHost'), title: 'log:fields.serverHost', sortable: true, noWrap: true },
    { accessor: common<Row>('serverIp'), title: 'log:fields.serverIp', noWrap: true, hiddenByDefault: true },
    { accessor: common<Row>('env'), title: 'log:fields.env', noWrap: true },
  ];
}

function trailingColumns<Row extends CommonLogRow>(): CrudColumn<Row>[] {
  return [
    { accessor: common<Row>('method'), title: 'log:fields.method', sortable: true, noWrap: true },
    { accessor: common<Row>('requestUri'), title: 'log:fields.requestUri', sortable: true, ellipsis: true, maxWidth: 260 },
    { accessor: common<Row>('createBy'), title: 'log:fields.createBy', sortable: true, noWrap: true },
    {
      accessor: common<Row>('createTime'),
      title: 'log:fields.createTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.createTime),
    },
  ];
}

/** Usual logs (/monitor/log/usual). */
export const usualLogCrud: CrudConfig<UsualLogRow, LogFormValues, LogSearch> = {
  key: 'monitor.log.usual',
  title: 'menu:log_usual',
  permissions: {},
  columns: [
    ...leadingColumns<UsualLogRow>(),
    { accessor: 'logLevel', title: 'log:fields.logLevel', noWrap: true },
    { accessor: 'logId', title: 'log:fields.logId', noWrap: true },
    ...trailingColumns<UsualLogRow>(),
  ],
  search: logSearchFields,
};

/** API logs (/monitor/log/api). */
export const apiLogCrud: CrudConfig<ApiLogRow, LogFormValues, LogSearch> = {
  key: 'monitor.log.api',
  title: 'menu:log_api',
  permissions: {},
  columns: [
    ...leadingColumns<ApiLogRow>(),
    { accessor: 'title', title: 'log:fields.title', ellipsis: true, maxWidth: 200 },
    ...trailingColumns<ApiLogRow>(),
    { accessor: 'httpStatus', title: 'log:fields.httpStatus', noWrap: true },
    { accessor: 'time', title: 'log:fields.time', noWrap: true },
  ],
  search: logSearchFields,
};

/** Error logs (/monitor/log/error). */
export const errorLogCrud: CrudConfig<ErrorLogRow, LogFormValues, LogSearch> = {
  key: 'monitor.log.error',
  title: 'menu:log_error',
  permissions: {},
  columns: [
    ...leadingColumns<ErrorLogRow>(),
    { accessor: 'exceptionName', title: 'log:fields.exceptionName', noWrap: true },
    { accessor: 'message', title: 'log:fields.message', ellipsis: true, maxWidth: 260 },
    ...trailingColumns<ErrorLogRow>(),
  ],
  search: logSearchFields,
};
