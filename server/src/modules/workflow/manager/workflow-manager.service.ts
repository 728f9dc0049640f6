import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID } from '../../../core/auth/actor';
import { isPlatformTenant } from '../../../core/auth/platform';
import { containsPattern, findPage } from '../../../core/db/list-query';
import type { TenantEntityManagers } from '../../../core/db/tenant-databases';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/errors/messages';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { WorkflowDirectory } from '../worklist/workflow-names';
import type { BpmnFileInput } from '../model/workflow-model.inputs';
import { MAX_BPMN_CHARS, MAX_DEPLOY_FILES, MAX_TENANT_IDS } from '../model/workflow-model.inputs';
import { WfDeployment } from '../repository/wf-deployment.entity';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import { closeInstances } from '../runtime/instance-closing';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfTask } from '../task/wf-task.entity';
import { DeploymentSource, InstanceStatus, TaskStatus } from '../workflow-enums';
import type { DefinitionDeployer } from './definition-deployer';
import type { DefinitionStateChange } from './definition-state.types';
import { categoryNames, storedCategory } from './flow-category';
import { DefinitionState, DEFINITION_MODE_COMMON, type ProcessDefinitionFilter } from './process-definition.inputs';
import type { ProcessDefinition } from './process-definition.types';
import { processDefinitionViews, toProcessDefinition } from './process-definition.view';

/** File names the deploy accepts (legacy check-upload: `.bpmn20.xml`; bpmn-js saves `.bpmn`). */
export function isBpmnFileName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower.length > '.bpmn'.length && (lower.endsWith('.bpmn') || lower.endsWith('.bpmn20.xml'));
}

/** Largest BPMN file accepted, in bytes (UTF-8). */
export const MAX_BPMN_BYTES = MAX_BPMN_CHARS;

/**
 * Deployed definitions of the caller's tenant (legacy manager/*; reference §5.8: tenant administrators within
 * their tenant, the platform administrator for the common definitions, which are the platform tenant's own).
 */
export class WorkflowManagerService {
  constructor(
    private readonly directory: WorkflowDirectory,
    private readonly repository: WorkflowRepositoryService,
    private readonly deployer: DefinitionDeployer,
    private readonly databases: TenantEntityManagers | null,
  ) {}

  async page(
    context: SignedInContext,
    filter: ProcessDefinitionFilter | null | undefined,
    page: PageInput,
  ): Promise<PageResult<ProcessDefinition>> {
    await this.directory.require(context, 'flow_manager', 'flow_deploy');
    const em = await this.listEm(context, filter?.mode === DEFINITION_MODE_COMMON);
    const where: FilterQuery<WfProcessDefinition> = {};
    const category = storedCategory(filter?.category);
    if (category) {
      where.category = category;
    }
    if (filter?.key?.trim()) {
      where.definitionKey = { $like: containsPattern(filter.key.trim()) };
    }
    if (filter?.latestOnly) {
      where.isLatest = true;
    }
    const result = await findPage(
      em,
      WfProcessDefinition,
      where,
      page,
      { definitionKey: 'asc', version: 'desc' },
      {
        exclude: ['xml', 'serializedContext'],
      },
    );
    const records = await processDefinitionViews(em, result.records, await categoryNames(this.directory, context));
    return { ...result, records };
  }

  /** The definition's BPMN XML (legacy process/resource-view?resourceType=xml): the caller's tenant only. */
  async xml(context: SignedInContext, definitionId: string): Promise<string> {
    await this.directory.require(context, 'flow_manager', 'flow_manager_image');
    return (await this.repository.definition(context.em, definitionId)).xml;
  }

  /**
   * Suspends or activates a definition with its running instances and their open tasks, in one transaction
   * (legacy change-state). A definition already in the state is reported, not refused.
   */
  async changeState(context: SignedInContext, definitionId: string, state: DefinitionState): Promise<DefinitionStateChange> {
    await this.directory.require(context, 'flow_manager_state');
    const em = context.em;
    const definition = await this.repository.definition(em, definitionId);
    const suspend = state === DefinitionState.SUSPENDED;
    const params = { id: definition.id };
    if (definition.suspended === suspend) {
      return {
        changed: false,
        message: translate('workflowAdmin.definitionSameState', context.language, params),
        definition: await this.view(context, definition),
      };
    }
    await inTransaction(em, async () => {
      await em.nativeUpdate(WfProcessDefinition, { id: definition.id }, { suspended: suspend });
      const instances = await em.find(
        WfProcessInstance,
        { definitionId: definition.id, instanceStatus: InstanceStatus.RUNNING },
        { fields: ['id'] },
      );
      const instanceIds = instances.map((instance) => instance.id);
      if (instanceIds.length > 0) {
        // `rev` moves: a command that read an instance before runs again and sees the new state.
        await em.nativeUpdate(WfProcessInstance, { id: { $in: instanceIds } }, { suspended: suspend, rev: raw('rev + 1') });
        await em.nativeUpdate(
          WfTask,
          { instanceId: { $in: instanceIds }, taskStatus: suspend ? TaskStatus.ACTIVE : TaskStatus.SUSPENDED },
          { taskStatus: suspend ? TaskStatus.SUSPENDED : TaskStatus.ACTIVE, rev: raw('rev + 1') },
        );
      }
    });
    // Written natively above: the loaded row takes the committed value (the same, if it is ever flushed).
    definition.suspended = suspend;
    return {
      changed: true,
      message: translate(suspend ? 'workflowAdmin.definitionSuspended' : 'workflowAdmin.definitionActivated', context.language, params),
      definition: await this.view(context, definition),
    };
  }

  /** Deploys uploaded BPMN files (legacy deploy-upload) once per tenant id, each file validated first. */
  async deployFiles(
    context: SignedInContext,
    files: BpmnFileInput[],
    category: string | null | undefined,
    tenantIds: string[],
  ): Promise<ProcessDefinition[]> {
    await this.directory.require(context, 'flow_deploy');
    if (files.length === 0) {
      throw new AppError('VALIDATION', 'workflowAdmin.noFiles');
    }
    if (files.length > MAX_DEPLOY_FILES) {
      throw new AppError('VALIDATION', 'workflowAdmin.tooManyFiles', { max: MAX_DEPLOY_FILES });
    }
    if (tenantIds.length > MAX_TENANT_IDS) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'tenantIds' });
    }
    for (const file of files) {
      if (!isBpmnFileName(file.name)) {
        throw new AppError('VALIDATION', 'workflowAdmin.badFileName', { name: file.name.slice(0, 255) });
      }
      if (Buffer.byteLength(file.xml, 'utf8') > MAX_BPMN_BYTES) {
        throw new AppError('VALIDATION', 'workflowAdmin.fileTooLarge', { name: file.name, max: Math.round(MAX_BPMN_BYTES / 1024) });
      }
    }
    const results = await this.deployer.deploy(context, {
      documents: files.map((file) => ({ xml: file.xml, resourceName: file.name.trim() })),
      category: storedCategory(category),
      tenantIds,
      source: DeploymentSource.UPLOAD,
    });
    const categoryName = await categoryNames(this.directory, context);
    return results.map(({ definition, deployment }) => toProcessDefinition(definition, deployment, categoryName));
  }

  /**
   * Deletes deployments of the caller's tenant with cascade (reference §5.8): their definitions leave every list,
   * running instances end DELETED with the reason, open tasks and timers are CANCELED; history rows stay. The
   * latest flag moves back to the highest remaining version of each key. Returns how many deployments were deleted.
   */
  async deleteDeployments(context: SignedInContext, ids: string[]): Promise<number> {
    await this.directory.require(context, 'flow_manager_remove');
    const em = context.em;
    const valid = [...new Set(ids.filter(isId))];
    if (valid.length === 0) {
      return 0;
    }
    const deployments = await em.find(WfDeployment, { id: { $in: valid } }, { fields: ['id'] });
    if (deployments.length === 0) {
      return 0;
    }
    const deploymentIds = deployments.map((deployment) => deployment.id);
    const reason = translate('workflowAdmin.deploymentDeleted', context.language);
    return inTransaction(em, async () => {
      const definitions = await em.find(
        WfProcessDefinition,
        { deploymentId: { $in: deploymentIds } },
        { fields: ['id', 'definitionKey', 'isLatest'] },
      );
      const definitionIds = definitions.map((definition) => definition.id);
      if (definitionIds.length > 0) {
        const instances = await em.find(
          WfProcessInstance,
          { definitionId: { $in: definitionIds }, instanceStatus: InstanceStatus.RUNNING },
          { fields: ['id'] },
        );
        await closeInstances(
          em,
          instances.map((instance) => instance.id),
          { reason, userId: context.actor.userId, now: new Date() },
        );
        await em.nativeUpdate(WfProcessDefinition, { id: { $in: definitionIds } }, { isDeleted: 1, isLatest: false });
        await this.repository.restoreLatest(em, [...new Set(definitions.filter((row) => row.isLatest).map((row) => row.definitionKey))]);
      }
      return em.nativeUpdate(WfDeployment, { id: { $in: deploymentIds } }, { isDeleted: 1 });
    });
  }

  private async view(context: SignedInContext, definition: WfProcessDefinition): Promise<ProcessDefinition> {
    const [view] = await processDefinitionViews(context.em, [definition], await categoryNames(this.directory, context));
    if (!view) {
      throw new Error('processDefinitionViews dropped a row');
    }
    return view;
  }

  /** The caller's tenant, or for mode 1 the common definitions (the platform tenant's). */
  private async listEm(context: SignedInContext, common: boolean): Promise<EntityManager> {
    if (!common || isPlatformTenant(context.actor.tenantId)) {
      return context.em;
    }
    if (!this.databases) {
      throw new Error('WorkflowManagerService: no tenant databases to read the common definitions');
    }
    return this.databases.forTenant(PLATFORM_TENANT_ID);
  }
}
