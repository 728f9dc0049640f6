import type { EntityManager } from '@mikro-orm/core';
import { TENANT_FILTER, type TenantFilterParams } from '../../../core/db/filters';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { isId } from '../../../core/ids/snowflake';
import { parseBpmn, serializeContext, type ParsedBpmn } from '../engine/bpmn-source';
import type { BpmnValidator } from '../validation/bpmn-validator';
import type { ModelLint } from '../validation/model-lint.types';
import { DeploymentSource } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import { WfDeployment } from './wf-deployment.entity';
import { WfProcessDefinition } from './wf-process-definition.entity';

export interface DeployInput {
  xml: string;
  category?: string | null;
  /** Deployment name (defaults to the process name). */
  name?: string | null;
  resourceName?: string | null;
  source?: DeploymentSource;
  modelId?: string | null;
  deployedBy?: string | null;
}

export interface DeployResult {
  deployment: WfDeployment;
  definition: WfProcessDefinition;
}

/** INVALID_MODEL with the lint report as field problems (field = element id) so the designer can mark shapes. */
export function invalidModel(report: ModelLint[]): AppError {
  return new AppError(
    'INVALID_MODEL',
    'workflow.invalidModel',
    {},
    report.map((item) => ({ field: item.elementId, messageKey: item.messageKey, params: item.params })),
  );
}

/**
 * Definitions repository (reference §5.1): deploy = validate -> parse -> serialized context -> version n+1 with
 * `isLatest` moved, in one transaction on the target tenant's EntityManager.
 */
export class WorkflowRepositoryService {
  constructor(
    private readonly validator: BpmnValidator,
    private readonly engineVersion: string,
  ) {}

  /** Validates without deploying (the designer's check); the report is empty when the model is allowed. */
  async lint(xml: string): Promise<{ parsed: ParsedBpmn | null; report: ModelLint[] }> {
    let parsed: ParsedBpmn;
    try {
      parsed = await parseBpmn(xml);
    } catch {
      return { parsed: null, report: [{ elementId: '', messageKey: 'workflow.lint.unparsableXml', params: {} }] };
    }
    return { parsed, report: this.validator.validate(parsed.definitions) };
  }

  /**
   * Deploys one BPMN document for the tenant `em` is bound to (`tenantId` must match its filter: the deploy-upload
   * of several tenants calls this once per tenant with that tenant's EntityManager).
   */
  async deploy(em: EntityManager, tenantId: string, input: DeployInput): Promise<DeployResult> {
    const bound = em.getFilterParams<TenantFilterParams>(TENANT_FILTER);
    if (bound?.tenantId !== tenantId) {
      throw new Error('deploy: the EntityManager is not bound to the target tenant');
    }
    const { parsed, report } = await this.lint(input.xml);
    if (!parsed || report.length > 0) {
      throw invalidModel(report);
    }
    const process = (parsed.definitions.rootElements ?? []).find(
      (element) => element.$type === 'bpmn:Process' && element['isExecutable'] === true,
    );
    const key = process?.id;
    if (!process || !key) {
      throw invalidModel([{ elementId: '', messageKey: 'workflow.lint.noExecutableProcess', params: {} }]);
    }
    const serializedContext = serializeContext(parsed);
    const name = (typeof process.name === 'string' && process.name.trim()) || key;
    const documentation = process['documentation'];
    const description = Array.isArray(documentation)
      ? documentation
          .map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : ''))
          .join('\n')
          .slice(0, 2000) || null
      : null;
    return inTransaction(em, async () => {
      const now = new Date();
      const deployment = em.create(WfDeployment, {
        tenantId,
        name: input.name?.trim() || name,
        category: input.category ?? null,
        source: input.source ?? DeploymentSource.UPLOAD,
        modelId: input.modelId ?? null,
        resourceName: input.resourceName ?? null,
        deployedAt: now,
        deployedBy: input.deployedBy ?? null,
        createUser: input.deployedBy ?? null,
      });
      // The unique (tenant, key, version) makes a concurrent deploy of the same key fail instead of forking versions.
      // Deleted deployments keep their definition rows (and version numbers): the next version counts them too.
      const latest = await em.findOne(
        WfProcessDefinition,
        { definitionKey: key },
        { orderBy: { version: 'desc' }, refresh: true, filters: { notDeleted: false } },
      );
      await em.nativeUpdate(WfProcessDefinition, { definitionKey: key, isLatest: true }, { isLatest: false });
      const definition = em.create(WfProcessDefinition, {
        tenantId,
        deploymentId: deployment.id,
        definitionKey: key,
        name,
        version: (latest?.version ?? 0) + 1,
        category: input.category ?? null,
        description,
        isLatest: true,
        xml: input.xml,
        serializedContext,
        starterUsers: typeof process['candidateStarterUsers'] === 'string' ? process['candidateStarterUsers'] : null,
        starterGroups: typeof process['candidateStarterGroups'] === 'string' ? process['candidateStarterGroups'] : null,
        engineVersion: this.engineVersion,
        createUser: input.deployedBy ?? null,
      });
      return { deployment, definition };
    });
  }

  /**
   * Takes back deployments made moments ago on this tenant's `em` (a deploy to several tenants that failed on a
   * later tenant): their rows are removed outright, so the version numbers stay as if they had never been made,
   * and the highest remaining version of each key is the latest again. Nothing can have started on them yet
   * beyond the moments between the two steps; instances that did are closed with the deployment's rows gone.
   */
  async undeploy(em: EntityManager, results: readonly DeployResult[]): Promise<void> {
    if (results.length === 0) {
      return;
    }
    await inTransaction(em, async () => {
      await em.nativeDelete(WfProcessDefinition, { id: { $in: results.map((result) => result.definition.id) } });
      await em.nativeDelete(WfDeployment, { id: { $in: results.map((result) => result.deployment.id) } });
      await this.restoreLatest(em, [...new Set(results.map((result) => result.definition.definitionKey))]);
    });
  }

  /** The highest remaining version of each key becomes the latest again (after a delete or an undeploy). */
  async restoreLatest(em: EntityManager, keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const remaining = await em.findOne(WfProcessDefinition, { definitionKey: key }, { orderBy: { version: 'desc' }, fields: ['id'] });
      if (remaining) {
        await em.nativeUpdate(WfProcessDefinition, { id: remaining.id }, { isLatest: true });
      }
    }
  }

  /** A definition of the caller's tenant (NOT_FOUND for other tenants' ids). */
  async definition(em: EntityManager, id: string): Promise<WfProcessDefinition> {
    const definition = isId(id) ? await em.findOne(WfProcessDefinition, { id }) : null;
    if (!definition) {
      throw workflowErrors.definitionNotFound();
    }
    return definition;
  }
}
