import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import type { RequestContext } from '../../core/http/request-context';
import { CODE_RECORD_SETTINGS } from '../../modules/develop/code/code-fields';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { requireSignedIn, sendFile } from '../raw/file-transfer';
import {
  LegacyCodeCopyDocument,
  LegacyCodeDetailDocument,
  LegacyCodeListDocument,
  LegacyCodeRemoveDocument,
  LegacyCodeSubmitDocument,
  LegacyModelDetailDocument,
  LegacyModelListDocument,
  LegacyModelPrototypeDetailDocument,
  LegacyModelPrototypeDraftsDocument,
  LegacyModelPrototypeListDocument,
  LegacyModelPrototypeRemoveDocument,
  LegacyModelPrototypeSelectDocument,
  LegacyModelPrototypeSubmitListDocument,
  LegacyModelRemoveDocument,
  LegacyModelSelectDocument,
  LegacyModelSubmitDocument,
  LegacyModelTableInfoDocument,
  LegacyModelTableListDocument,
} from '../generated/operations';
import { PROTOTYPE_FIELDS, javaTypeOf, legacyPrototype, prototypeInput, readPrototypeList } from './develop-legacy-values';

const BASE = '/blade-develop';
const MODEL_FIELDS = ['id', 'datasourceId', 'modelName', 'modelCode', 'modelTable', 'modelClass', 'modelRemark'];
const CODE_FIELDS = ['id', ...CODE_RECORD_SETTINGS];

const optionalId = (request: Request, name: string) => readParam(request, name, 19) || undefined;

/**
 * code/gen-code answers the zip of the generated code (design decision noted in the contract: the original wrote
 * into the server's file system); the service checks the platform administrator, the codes and the switch.
 */
function createGenCodeHandler(services: Pick<Services, 'codeGeneration'>) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const download = await services.codeGeneration.download(signed, readIdList(request, 'ids'));
    await sendFile(response, context, { fileName: download.fileName, contentType: 'application/zip' }, download.zip);
  };
}

/** blade-develop/model, model-prototype and code (gen-code answers the generated code as a zip). */
export function developRoutes(services: Pick<Services, 'codeGeneration'>, options: LegacyRouteOptions): LegacyRoute[] {
  const audited = <T extends AuditData>(row: T) => ({ ...row, ...legacyAudit(row, options.timeZone) });
  const modelSubmit = (path: string) =>
    operationRoute({
      method: 'POST',
      path: `${BASE}/model/${path}`,
      partial: { detail: `${BASE}/model/detail` },
      operation: LegacyModelSubmitDocument,
      variables: (request) => ({ input: readBody(request, MODEL_FIELDS) }),
      reshape: (data) => envelope(200, audited(data.submitDataModel), DEFAULT_SUCCESS_MESSAGE),
    });
  const prototype = <T extends Parameters<typeof legacyPrototype>[0] & AuditData>(row: T) => ({
    ...legacyPrototype(row),
    ...legacyAudit(row, options.timeZone),
  });
  const prototypeSubmit = (path: string) =>
    operationRoute({
      method: 'POST',
      path: `${BASE}/model-prototype/${path}`,
      partial: { detail: `${BASE}/model-prototype/detail` },
      operation: LegacyModelPrototypeSubmitListDocument,
      variables: (request) => ({ list: [prototypeInput(readBody(request, PROTOTYPE_FIELDS))] }),
      reshape: statusOk,
    });
  return [
    operationRoute({
      method: 'GET',
      path: `${BASE}/model-prototype/list`,
      operation: LegacyModelPrototypeListDocument,
      variables: (request) => ({ page: readPage(request), modelId: optionalId(request, 'modelId') }),
      reshape: (data) => envelope(200, legacyPage(data.modelPrototypePage, prototype), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model-prototype/detail`,
      operation: LegacyModelPrototypeDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, prototype(data.modelPrototype), DEFAULT_SUCCESS_MESSAGE),
    }),
    prototypeSubmit('submit'),
    prototypeSubmit('save'),
    prototypeSubmit('update'),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/list`,
      operation: LegacyModelListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          modelName: readParam(request, 'modelName', 100) || undefined,
          modelTable: readParam(request, 'modelTable', 64) || undefined,
          datasourceId: optionalId(request, 'datasourceId'),
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.dataModels, audited), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/detail`,
      operation: LegacyModelDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, audited(data.dataModel), DEFAULT_SUCCESS_MESSAGE),
    }),
    modelSubmit('submit'),
    modelSubmit('save'),
    modelSubmit('update'),
    operationRoute({
      method: 'POST',
      path: `${BASE}/model/remove`,
      operation: LegacyModelRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/select`,
      operation: LegacyModelSelectDocument,
      reshape: (data) =>
        envelope(
          200,
          data.dataModelSelect.map((row) => ({ ...audited(row), modelName: `${row.modelTable}: ${row.modelName}` })),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/table-list`,
      operation: LegacyModelTableListDocument,
      variables: (request) => ({ datasourceId: requireParam(request, 'datasourceId', 19) }),
      reshape: (data) =>
        envelope(
          200,
          data.modelTables.map((table) => ({ name: table.name, comment: `${table.name}:${table.comment}` })),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/table-info`,
      operation: LegacyModelTableInfoDocument,
      variables: (request) => ({
        datasourceId: optionalId(request, 'datasourceId'),
        tableName: readParam(request, 'tableName', 128) || undefined,
        modelId: optionalId(request, 'modelId'),
      }),
      reshape: ({ modelTableInfo: table }) =>
        envelope(
          200,
          {
            ...table,
            fields: table.fields.map((field) => ({ ...field, keyFlag: field.primaryKey, propertyType: javaTypeOf(field.dataType) })),
          },
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model/model-prototype`,
      operation: LegacyModelPrototypeDraftsDocument,
      variables: (request) => ({ modelId: requireParam(request, 'modelId', 19) }),
      reshape: (data) => envelope(200, data.modelPrototypeDrafts.map(legacyPrototype), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/model-prototype/submit-list`,
      partial: { exempt: 'saves a whole grid: rows with an id are changed as sent, rows without are added' },
      operation: LegacyModelPrototypeSubmitListDocument,
      variables: (request) => ({ list: readPrototypeList(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/model-prototype/select`,
      operation: LegacyModelPrototypeSelectDocument,
      variables: (request) => ({ modelId: requireParam(request, 'modelId', 19) }),
      reshape: (data) =>
        envelope(
          200,
          data.modelPrototypes.map((row) => ({ ...prototype(row), jdbcComment: `${row.jdbcName}: ${row.jdbcComment}` })),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/model-prototype/remove`,
      operation: LegacyModelPrototypeRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/code/list`,
      operation: LegacyCodeListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          codeName: readParam(request, 'codeName', 100) || undefined,
          serviceName: readParam(request, 'serviceName', 64) || undefined,
          tableName: readParam(request, 'tableName', 64) || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.codeRecords, audited), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/code/detail`,
      operation: LegacyCodeDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, audited(data.codeRecord), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/code/submit`,
      partial: { detail: `${BASE}/code/detail` },
      operation: LegacyCodeSubmitDocument,
      variables: (request) => ({ input: readBody(request, CODE_FIELDS) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/code/remove`,
      operation: LegacyCodeRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/code/copy`,
      operation: LegacyCodeCopyDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'POST', path: `${BASE}/code/gen-code`, handle: createGenCodeHandler(services) },
  ];
}
