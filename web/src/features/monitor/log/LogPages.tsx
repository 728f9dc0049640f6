import { apiLogCrud, errorLogCrud, usualLogCrud } from './log-crud';
import { LogPage } from './LogPage';
import { useApiLogOperations, useErrorLogOperations, useUsualLogOperations } from './log-operations';

/** Usual logs (/monitor/log/usual). */
export function UsualLogPage() {
  return <LogPage kind="usual" config={usualLogCrud} useOperations={useUsualLogOperations} />;
}

/** API logs (/monitor/log/api). */
export function ApiLogPage() {
  return <LogPage kind="api" config={apiLogCrud} useOperations={useApiLogOperations} />;
}

/** Error logs (/monitor/log/error). */
export function ErrorLogPage() {
  return <LogPage kind="error" config={errorLogCrud} useOperations={useErrorLogOperations} />;
}
