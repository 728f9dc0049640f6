import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/errors/messages';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { refusingDuplicates } from '../../../core/db/live-unique';
import type { WorkflowDirectory } from '../worklist/workflow-names';
import type { DefinitionDeployer } from '../manager/definition-deployer';
import { categoryNames, storedCategory } from '../manager/flow-category';
import { toProcessDefinition } from '../manager/process-definition.view';
import type { ProcessDefinition } from '../manager/process-definition.types';
import { WfModel } from '../repository/wf-model.entity';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import { DeploymentSource } from '../workflow-enums';
import { MAX_TENANT_IDS, type WorkflowModelFilter, type WorkflowModelInput } from './workflow-model.inputs';
import { toWorkflowModel, type ModelLintItem, type WorkflowModel } from './workflow-model.types';

const modelNotFound = (id: string): AppError => new AppError('NOT_FOUND', 'workflowAdmin.modelNotFound', { id });
const keyExists = (key: string): AppError =>
  new AppError('CONFLICT', 'workflowAdmin.modelKeyExists', { key }, [
    { field: 'modelKey', messageKey: 'workflowAdmin.modelKeyExists', params: { key } },
  ]);

/**
 * Designer drafts of the caller's tenant (legacy model/list, detail, submit, remove, deploy; reference §5.6):
 * menu code `flow_model` to read, its buttons to change. Other tenants' models are NOT_FOUND (tenant filter).
 */
export class WorkflowModelService {
  constructor(
    private readonly directory: WorkflowDirectory,
    private readonly repository: WorkflowRepositoryService,
    private readonly deployer: DefinitionDeployer,
  ) {}

  async page(
    context: SignedInContext,
    filter: WorkflowModelFilter | null | undefined,
    page: PageInput,
  ): Promise<PageResult<WorkflowModel>> {
    await this.directory.require(context, 'flow_model');
    const where: FilterQuery<WfModel> = {};
    if (filter?.modelKey?.trim()) {
      where.modelKey = { $like: containsPattern(filter.modelKey.trim()) };
    }
    if (filter?.name?.trim()) {
      where.name = { $like: containsPattern(filter.name.trim()) };
    }
    const result = await findPage(context.em, WfModel, where, page, { updateTime: 'desc', id: 'desc' }, { exclude: ['xml'] });
    return { ...result, records: result.records.map((row) => toWorkflowModel(row, false)) };
  }

  async detail(context: SignedInContext, id: string): Promise<WorkflowModel> {
    await this.directory.require(context, 'flow_model');
    return toWorkflowModel(await this.model(context, id), true);
  }

  /** Adds (no id; `flow_model_create`) or changes (`flow_model_update`) a model; its version goes up by one. */
  async save(context: SignedInContext, input: WorkflowModelInput): Promise<WorkflowModel> {
    await this.directory.require(context, input.id ? 'flow_model_update' : 'flow_model_create');
    const em = context.em;
    const modelKey = input.modelKey.trim();
    const sameKey = await em.findOne(WfModel, { modelKey }, { fields: ['id'] });
    if (sameKey && sameKey.id !== input.id) {
      throw keyExists(modelKey);
    }
    const model = input.id
      ? await this.model(context, input.id)
      : em.create(WfModel, { tenantId: context.actor.tenantId, modelKey, name: '' });
    model.modelKey = modelKey;
    model.name = input.name.trim();
    model.description = input.description?.trim() || null;
    if (input.xml !== undefined && input.xml !== null) {
      model.xml = input.xml;
    }
    model.rev += 1;
    model.updateUser = context.actor.userId;
    await refusingDuplicates(
      () => em.flush(),
      () => keyExists(modelKey),
    );
    return toWorkflowModel(model, true);
  }

  /** Deletes models for good (legacy: physical delete; deployed definitions stay). */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.directory.require(context, 'flow_model_delete');
    const valid = ids.filter(isId);
    return valid.length === 0 ? 0 : context.em.nativeDelete(WfModel, { id: { $in: valid } });
  }

  /** The lint report of a BPMN document in the caller's language (empty: the model may be deployed). */
  async lint(context: SignedInContext, xml: string): Promise<ModelLintItem[]> {
    await this.directory.require(context, 'flow_model');
    const { report } = await this.repository.lint(xml);
    return report.map((item) => ({
      elementId: item.elementId,
      messageKey: item.messageKey,
      message: translate(item.messageKey, context.language, item.params),
    }));
  }

  /** Deploys the model's XML once per tenant id (caller's tenant by default; others: platform administrator). */
  async deploy(context: SignedInContext, modelId: string, category: string | null, tenantIds: string[]): Promise<ProcessDefinition[]> {
    await this.directory.require(context, 'flow_model_deploy');
    if (tenantIds.length > MAX_TENANT_IDS) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'tenantIds' });
    }
    const model = await this.model(context, modelId);
    if (!model.xml?.trim()) {
      throw new AppError('VALIDATION', 'workflowAdmin.xmlRequired');
    }
    const results = await this.deployer.deploy(context, {
      documents: [{ xml: model.xml, name: model.name, resourceName: `${model.name}.bpmn20.xml` }],
      category: storedCategory(category),
      tenantIds,
      source: DeploymentSource.MODEL,
      modelId: model.id,
    });
    const categoryName = await categoryNames(this.directory, context);
    return results.map(({ definition, deployment }) => toProcessDefinition(definition, deployment, categoryName));
  }

  private async model(context: SignedInContext, id: string): Promise<WfModel> {
    const model = isId(id) ? await context.em.findOne(WfModel, { id }) : null;
    if (!model) {
      throw modelNotFound(id);
    }
    return model;
  }
}
