/** GraphQL operations of the legacy /blade-log paths. */
const COMMON_FIELDS = 'id serviceId serverIp serverHost env remoteIp userAgent requestUri method methodClass methodName params createBy createTime requestId';

export const USUAL_LOG_FIELDS = `${COMMON_FIELDS} logLevel logId logData`;
export const API_LOG_FIELDS = `${COMMON_FIELDS} type title time httpStatus errorCode`;
export const ERROR_LOG_FIELDS = `${COMMON_FIELDS} stackTrace exceptionName message fileName lineNumber`;

export const LEGACY_USUAL_LOG_LIST = `query LegacyUsualLogList($filter: LogFilter, $page: PageInput) { usualLogs(filter: $filter, page: $page) { records { ${USUAL_LOG_FIELDS} } total size current pages } }`;
export const LEGACY_USUAL_LOG_DETAIL = `query LegacyUsualLogDetail($id: ID!) { usualLog(id: $id) { ${USUAL_LOG_FIELDS} } }`;
export const LEGACY_API_LOG_LIST = `query LegacyApiLogList($filter: LogFilter, $page: PageInput) { apiLogs(filter: $filter, page: $page) { records { ${API_LOG_FIELDS} } total size current pages } }`;
export const LEGACY_API_LOG_DETAIL = `query LegacyApiLogDetail($id: ID!) { apiLog(id: $id) { ${API_LOG_FIELDS} } }`;
export const LEGACY_ERROR_LOG_LIST = `query LegacyErrorLogList($filter: LogFilter, $page: PageInput) { errorLogs(filter: $filter, page: $page) { records { ${ERROR_LOG_FIELDS} } total size current pages } }`;
export const LEGACY_ERROR_LOG_DETAIL = `query LegacyErrorLogDetail($id: ID!) { errorLog(id: $id) { ${ERROR_LOG_FIELDS} } }`;
