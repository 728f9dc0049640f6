import type { CodeRecord } from './code.entity';

/** The settings of a code record a caller writes (everything but id and the audit columns). */
export const CODE_RECORD_SETTINGS = [
  'modelId',
  'codeName',
  'serviceName',
  'packageName',
  'tableName',
  'tablePrefix',
  'pkName',
  'baseMode',
  'tenantMode',
  'wrapMode',
  'feignMode',
  'codeStyle',
  'templateType',
  'author',
  'subModelId',
  'subFkId',
  'treeId',
  'treePid',
  'treeName',
  'apiPath',
  'webPath',
] as const satisfies ReadonlyArray<keyof CodeRecord>;
