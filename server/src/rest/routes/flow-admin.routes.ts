import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import { MAX_DEPLOY_FILES } from '../../modules/workflow/model/workflow-model.inputs';
import { DefinitionState } from '../../modules/workflow/manager/process-definition.inputs';
import { isBpmnFileName, MAX_BPMN_BYTES } from '../../modules/workflow/manager/workflow-manager.service';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyDateTime, legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { requireSignedIn, sendFile, uploadReceiver, uploadsReceiver } from '../raw/file-transfer';
import { legacyFlowProcess } from './flow-work.routes';
import {
  LegacyFlowFollowDeleteDocument,
  LegacyFlowFollowListDocument,
  LegacyFlowManagerChangeStateDocument,
  LegacyFlowManagerDeleteDeploymentDocument,
  LegacyFlowManagerListDocument,
  LegacyFlowModelDeployDocument,
  LegacyFlowModelDetailDocument,
  LegacyFlowModelListDocument,
  LegacyFlowModelRemoveDocument,
  LegacyFlowModelSubmitDocument,
  type LegacyProcessDefinitionFieldsFragment,
  type LegacyRunningInstanceFieldsFragment,
  type LegacyWorkflowModelFieldsFragment,
} from '../generated/operations';

/** Flowable user ids of the legacy shapes are `taskUser_<user id>`. */
const taskUser = (userId: string | null | undefined): string => (userId ? `taskUser_${userId}` : '');

/** Comma-joined tenant ids (`000000,100000`). */
function readTenantIds(request: Request): string[] {
  const value = readParam(request, 'tenantIds', 2_000) ?? '';
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!ids.every((id) => /^\d{1,12}$/.test(id))) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'tenantIds' });
  }
  return ids;
}

const readCategory = (request: Request): string | undefined => readParam(request, 'category', 255)?.trim() || undefined;

/** blade-flow model/*, manager/*, follow/* and process/resource-view (contract §3.16). */
export function flowAdminRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const date = (value: string | null | undefined) => legacyDateTime(value, options.timeZone);
  const modelRow = (row: LegacyWorkflowModelFieldsFragment) => ({
    id: row.id,
    modelKey: row.modelKey,
    name: row.name,
    description: row.description ?? '',
    version: row.version,
    created: date(row.createdAt),
    lastUpdated: date(row.updatedAt),
  });
  const modelDetail = (row: LegacyWorkflowModelFieldsFragment) => ({
    ...modelRow(row),
    createdBy: taskUser(row.createdBy),
    lastUpdatedBy: taskUser(row.updatedBy),
    modelEditorJson: '',
    modelComment: '',
    modelType: 0,
    tenantId: row.tenantId,
    thumbnail: '',
    modelEditorXml: row.xml ?? '',
  });
  const processRow = (row: LegacyProcessDefinitionFieldsFragment) => legacyFlowProcess(row, options.timeZone);
  const executionRow = (row: LegacyRunningInstanceFieldsFragment) => ({
    id: row.id,
    name: row.name,
    startUserId: taskUser(row.startUserId),
    startUser: row.startUserName ?? '',
    startTime: date(row.startedAt),
    taskDefinitionId: row.currentActivityIds[0] ?? '',
    taskDefinitionKey: row.currentActivityIds[0] ?? '',
    taskName: row.currentTaskNames.join(','),
    category: row.category ?? '',
    categoryName: row.categoryName ?? '',
    processInstanceId: row.id,
    processDefinitionId: row.definitionId,
    processDefinitionKey: row.definitionKey,
    processDefinitionName: row.definitionName ?? '',
    processDefinitionVersion: row.definitionVersion,
    activityId: row.currentActivityIds.join(','),
    suspensionState: row.suspended ? 2 : 1,
    executionId: row.id,
    businessTable: row.businessTable ?? '',
    businessId: row.businessId ?? '',
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-flow/model/list',
      operation: LegacyFlowModelListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: { modelKey: readParam(request, 'modelKey')?.trim() || undefined, name: readParam(request, 'name')?.trim() || undefined },
      }),
      reshape: (data) => envelope(200, legacyPage(data.workflowModels, modelRow), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/model/detail',
      operation: LegacyFlowModelDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, modelDetail(data.workflowModel), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/model/submit',
      partial: { detail: '/blade-flow/model/detail' },
      operation: LegacyFlowModelSubmitDocument,
      variables: (request) => {
        const body = readBody(request, ['id', 'name', 'modelKey', 'description', 'modelEditorXml']);
        const { modelEditorXml, ...input } = body;
        return { input: { ...input, xml: modelEditorXml } };
      },
      reshape: (data) => envelope(200, modelDetail(data.saveWorkflowModel), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/model/remove',
      operation: LegacyFlowModelRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/model/deploy',
      operation: LegacyFlowModelDeployDocument,
      variables: (request) => ({
        modelId: requireParam(request, 'modelId', 19),
        category: readCategory(request),
        tenantIds: readTenantIds(request),
      }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/manager/list',
      operation: LegacyFlowManagerListDocument,
      variables: (request) => {
        const mode = readParam(request, 'mode', 2)?.trim() || undefined;
        if (mode && mode !== '1' && mode !== '2') {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'mode' });
        }
        return { page: readPage(request), filter: { category: readCategory(request), mode: mode ? Number(mode) : undefined } };
      },
      reshape: (data) => envelope(200, legacyPage(data.processDefinitions, processRow), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/manager/change-state',
      operation: LegacyFlowManagerChangeStateDocument,
      variables: (request) => {
        const state = requireParam(request, 'state', 16).trim();
        if (state !== 'active' && state !== 'suspend') {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'state' });
        }
        return {
          definitionId: requireParam(request, 'processId', 64),
          state: state === 'active' ? DefinitionState.ACTIVE : DefinitionState.SUSPENDED,
        };
      },
      reshape: (data) => envelope(200, {}, data.changeDefinitionState.message),
    }),
    { kind: 'raw', method: 'POST', path: '/blade-flow/manager/check-upload', handle: createCheckUploadHandler() },
    { kind: 'raw', method: 'POST', path: '/blade-flow/manager/deploy-upload', handle: createDeployUploadHandler(services) },
    operationRoute({
      method: 'POST',
      path: '/blade-flow/manager/delete-deployment',
      operation: LegacyFlowManagerDeleteDeploymentDocument,
      variables: (request) => ({ ids: readIdList(request, 'deploymentIds') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/follow/list',
      operation: LegacyFlowFollowListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          processInstanceId: readParam(request, 'processInstanceId', 64)?.trim() || undefined,
          processDefinitionKey: readParam(request, 'processDefinitionKey')?.trim() || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.runningInstances, executionRow), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/follow/delete-process-instance',
      operation: LegacyFlowFollowDeleteDocument,
      variables: (request) => ({
        id: requireParam(request, 'processInstanceId', 64),
        reason: requireParam(request, 'deleteReason', 255),
      }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'GET', path: '/blade-flow/process/resource-view', handle: createResourceViewHandler(services) },
  ];
}

/** POST manager/check-upload (multipart `file`, public as in the legacy server): whether the name is a deployable BPMN file. */
function createCheckUploadHandler() {
  const receive = uploadReceiver({ maxBytes: () => MAX_BPMN_BYTES, tooLarge: 'oss.fileTooLarge' });
  return async (request: Request, response: Response): Promise<void> => {
    const file = await receive(request, response);
    const name = file?.originalName ?? '';
    response.status(200).json(envelope(200, { name, success: isBpmnFileName(name) }, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** POST manager/deploy-upload (multipart `files`, `category`, `tenantIds`): each file deployed once per tenant id. */
function createDeployUploadHandler(services: Services) {
  const receive = uploadsReceiver({
    field: 'files',
    maxFiles: MAX_DEPLOY_FILES,
    maxBytes: () => MAX_BPMN_BYTES,
    tooLarge: 'workflowAdmin.fileTooLarge',
    tooMany: 'workflowAdmin.tooManyFiles',
  });
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const files = await receive(request, response);
    await services.workflow.manager.deployFiles(
      signed,
      files.map((file) => ({ name: file.originalName, xml: file.content.toString('utf8') })),
      readCategory(request),
      readTenantIds(request),
    );
    response.status(200).json(statusOk());
  };
}

/** GET process/resource-view?processDefinitionId&resourceType=xml: the definition's BPMN XML (diagrams are drawn by bpmn-js). */
function createResourceViewHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const definitionId = requireParam(request, 'processDefinitionId', 64);
    const resourceType = readParam(request, 'resourceType', 16)?.trim() || 'image';
    if (resourceType !== 'xml') {
      throw new AppError('VALIDATION', 'workflowAdmin.imageNotServed');
    }
    const xml = await services.workflow.manager.xml(signed, definitionId);
    const content = Buffer.from(xml, 'utf8');
    await sendFile(
      response,
      context,
      { fileName: `${definitionId}.bpmn20.xml`, contentType: 'application/xml; charset=utf-8', size: content.length },
      content,
    );
  };
}
