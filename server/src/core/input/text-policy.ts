/**
 * How each string that enters the server is treated (issue 11, items 5 and 7). Fail closed: every string
 * argument and input field is plain text (tags stripped, control characters refused, at most
 * DEFAULT_MAX_LENGTH characters or its column's @MaxLength) unless it is named here. The lists are checked
 * against the schema by text-policy.test.ts, so a renamed field cannot silently fall back.
 */

/** The default maximum length of a string argument or input field without its own @MaxLength. */
export const DEFAULT_MAX_LENGTH = 255;

/** Rich text: HTML kept as sent (the service's sanitize-html allow-list applies), up to RICH_MAX_LENGTH. */
export const RICH_MAX_LENGTH = 1_000_000;
export const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'NoticeInput.content',
  'ExaminationInput.instructions',
  'QuestionInput.stem',
  'QuestionInput.explanation',
  'QuestionInput.referenceAnswer',
  'QuestionOptionInput.content',
  'QuestionOptionSubmitInput.content',
]);

/**
 * Raw: kept exactly as sent (no tag stripping), still length-limited and free of control characters.
 * Secrets and passwords, tokens, configuration values (regexes, parameters, scope rules, paths), answers
 * graded against a key, and client error reports. Every Query argument and every *Filter input is a
 * search string and raw as well (see isRawSearch).
 */
export const RAW_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'LoginInput.password',
  'LoginInput.captchaKey',
  'LoginInput.captchaCode',
  'RefreshTokenInput.refreshToken',
  'RegisterGuestInput.password',
  'RegisterGuestInput.password2',
  'RegisterGuestInput.oauthId',
  'MyPasswordInput.oldPassword',
  'MyPasswordInput.newPassword',
  'MyPasswordInput.newPassword1',
  'PasswordResetInput.newPassword',
  'VerifyMyPasswordInput.password',
  'UserInput.password',
  'UserInput.password2',
  'ExaminationInput.accessPassword',
  'ClientInput.clientSecret',
  'ClientInput.webServerRedirectUri',
  'DatasourceInput.password',
  'DatasourceInput.url',
  'OssInput.accessKey',
  'OssInput.secretKey',
  'OssInput.endpoint',
  'SmsConfigInput.accessKey',
  'SmsConfigInput.secretKey',
  'ParamInput.paramValue',
  'DataScopeInput.scopeColumn',
  'DataScopeInput.scopeValue',
  'DataScopeInput.scopeClass',
  'ApiScopeInput.scopePath',
  'MenuInput.path',
  'MenuInput.source',
  'TopMenuInput.source',
  'AnswerResponseInput.text',
  'AnswerResponseInput.blanks',
  'QuestionInput.blanks',
  'ClientErrorInput.info',
  'ClientErrorInput.message',
  'ClientErrorInput.stack',
  'ClientErrorInput.url',
  'Mutation.startAttempt.accessPassword',
  'Mutation.reportIntegrityEvent.detail',
  // BPMN 2.0 XML of the workflow designer and deploy (parsed and validated by the workflow module, never shown as HTML).
  'WorkflowModelInput.xml',
  'BpmnFileInput.xml',
]);

/** Longer limits for fields without a @MaxLength whose content is legitimately long. */
export const MAX_LENGTH_OVERRIDES: Readonly<Record<string, number>> = {
  'AnswerResponseInput.text': 100_000,
  'AnswerResponseInput.blanks': 20_000,
  'QuestionInput.blanks': 20_000,
  'ClientErrorInput.stack': 20_000,
  'ClientErrorInput.info': 20_000,
  'ClientErrorInput.message': 2_000,
  'ClientErrorInput.url': 2_000,
  'TenantPackageInput.menuId': 100_000,
  'RefreshTokenInput.refreshToken': 4_096,
  'Query.lintWorkflowModel.xml': 1_000_000,
  'Mutation.reportIntegrityEvent.detail': 2_000,
};

export type TextKind = 'plain' | 'rich' | 'raw';

/** The kind of the string at `owner.field` (an input type's field, or a root type's argument). */
export function textKind(owner: string, field: string): TextKind {
  const key = `${owner}.${field}`;
  if (RICH_TEXT_FIELDS.has(key)) {
    return 'rich';
  }
  if (RAW_TEXT_FIELDS.has(key) || isRawSearch(owner)) {
    return 'raw';
  }
  return 'plain';
}

/** Search strings: arguments of queries and fields of filter inputs are matched, never stored. */
function isRawSearch(owner: string): boolean {
  return owner.startsWith('Query.') || owner.endsWith('Filter');
}
