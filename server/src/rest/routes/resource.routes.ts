import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readIntParam, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { configSubmitVariables, legacyConfigView, removeAndEnableRows, type ConfigData } from './resource-config.rows';
import { createAttachDownloadHandler, createPutFileHandler } from '../raw/attach-file.handlers';
import {
  LegacyAttachDetailDocument,
  LegacyAttachListDocument,
  LegacyAttachRemoveDocument,
  LegacyAttachSubmitDocument,
  LegacyOssDetailDocument,
  LegacyOssEnableDocument,
  LegacyOssListDocument,
  LegacyOssRemoveDocument,
  LegacyOssSubmitDocument,
} from '../generated/operations';

interface OssData extends ConfigData {
  ossCode: string;
  endpoint: string;
  bucketName: string;
  appId: string;
  region: string;
}

interface AttachData extends AuditData {
  link: string;
  domainUrl: string;
  name: string;
  originalName: string;
  extension: string;
  attachSize: string;
}

const CATEGORY_NAMES: Record<number, string> = { 1: '本地存储', 2: 'S3' };

/** blade-resource/oss (storage configs; the secret key is never sent back) and attach, plus upload and download. */
export function resourceRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const oss = (row: OssData) => ({
    ...legacyConfigView(row, CATEGORY_NAMES, options.timeZone),
    ossCode: row.ossCode,
    endpoint: row.endpoint,
    bucketName: row.bucketName,
    appId: row.appId,
    region: row.region,
  });
  const attach = (row: AttachData) => ({
    ...legacyAudit(row, options.timeZone),
    link: row.link,
    domainUrl: row.domainUrl,
    domain: row.domainUrl,
    name: row.name,
    originalName: row.originalName,
    extension: row.extension,
    attachSize: Number(row.attachSize),
  });
  const putFile = createPutFileHandler(services);
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-resource/oss/list',
      operation: LegacyOssListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: { category: readIntParam(request, 'category'), ossCode: readParam(request, 'ossCode', 64)?.trim() || undefined },
      }),
      reshape: (data) => envelope(200, legacyPage(data.storageConfigs, oss), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-resource/oss/detail',
      operation: LegacyOssDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, oss(data.storageConfig), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/oss/submit',
      partial: { detail: '/blade-resource/oss/detail' },
      operation: LegacyOssSubmitDocument,
      variables: configSubmitVariables([
        'id',
        'category',
        'ossCode',
        'endpoint',
        'accessKey',
        'secretKey',
        'bucketName',
        'appId',
        'region',
        'remark',
      ]),
      reshape: statusOk,
    }),
    ...removeAndEnableRows('/blade-resource/oss', LegacyOssRemoveDocument, LegacyOssEnableDocument),
    { kind: 'raw', method: 'POST', path: '/blade-resource/oss/endpoint/put-file', handle: putFile },
    { kind: 'raw', method: 'POST', path: '/blade-resource/oss/endpoint/put-file-attach', handle: putFile },
    operationRoute({
      method: 'GET',
      path: '/blade-resource/attach/list',
      operation: LegacyAttachListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          name: readParam(request, 'name')?.trim() || undefined,
          originalName: readParam(request, 'originalName')?.trim() || undefined,
          extension: readParam(request, 'extension', 16)?.trim() || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.attachments, attach), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-resource/attach/detail',
      operation: LegacyAttachDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, attach(data.attachment), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/attach/submit',
      partial: { detail: '/blade-resource/attach/detail' },
      operation: LegacyAttachSubmitDocument,
      variables: (request) => ({ input: readBody(request, ['id', 'originalName']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-resource/attach/remove',
      operation: LegacyAttachRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'GET', path: '/blade-resource/attach/download', handle: createAttachDownloadHandler(services) },
  ];
}
