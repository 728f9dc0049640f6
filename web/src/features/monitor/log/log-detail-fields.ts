import type { LogKind } from './log-crud';

/** One whole log entry as the detail queries answer it (every field of the entry). */
export type LogDetail = { [field: string]: string | number | null | undefined };

/** How a field of the view dialog is shown: a short value, a time, or a scrollable monospace block. */
export interface LogDetailField {
  name: string;
  kind?: 'time' | 'block';
}

const request: readonly LogDetailField[] = [
  { name: 'id' },
  { name: 'serviceId' },
  { name: 'env' },
  { name: 'serverHost' },
  { name: 'serverIp' },
  { name: 'remoteIp' },
  { name: 'method' },
  { name: 'requestUri' },
  { name: 'methodClass' },
  { name: 'methodName' },
  { name: 'requestId' },
  { name: 'status' },
  { name: 'createBy' },
  { name: 'createUser' },
  { name: 'createDept' },
  { name: 'createTime', kind: 'time' },
  { name: 'updateUser' },
  { name: 'updateTime', kind: 'time' },
  { name: 'userAgent', kind: 'block' },
  { name: 'params', kind: 'block' },
];

/** The fields of each kind's view dialog, in order. */
export const logDetailFields: Readonly<Record<LogKind, readonly LogDetailField[]>> = {
  usual: [{ name: 'logId' }, { name: 'logLevel' }, ...request, { name: 'logData', kind: 'block' }],
  api: [{ name: 'title' }, { name: 'type' }, { name: 'httpStatus' }, { name: 'time' }, { name: 'errorCode' }, ...request],
  error: [
    { name: 'exceptionName' },
    { name: 'fileName' },
    { name: 'lineNumber' },
    ...request,
    { name: 'message', kind: 'block' },
    { name: 'stackTrace', kind: 'block' },
  ],
};
