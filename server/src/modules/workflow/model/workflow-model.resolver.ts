import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { ProcessDefinition } from '../manager/process-definition.types';
import { WorkflowModelFilter, WorkflowModelInput } from './workflow-model.inputs';
import type { WorkflowModelService } from './workflow-model.service';
import { ModelLintItem, WorkflowModel, WorkflowModelPage } from './workflow-model.types';

@Resolver()
export class WorkflowModelResolver {
  constructor(private readonly models: WorkflowModelService) {}

  @Authorized('flow_model')
  @Query(() => WorkflowModelPage, { description: "BPMN models of the caller's tenant, newest change first (legacy model/list)." })
  async workflowModels(
    @Arg('filter', () => WorkflowModelFilter, { nullable: true }) filter: WorkflowModelFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowModelPage> {
    return this.models.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('flow_model')
  @Query(() => WorkflowModel, { description: 'One model with its XML (legacy model/detail).' })
  async workflowModel(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<WorkflowModel> {
    return this.models.detail(signedIn(context), id);
  }

  @Authorized('flow_model')
  @Query(() => [ModelLintItem], { description: 'Checks a BPMN document against the allowed subset; empty when it may be deployed.' })
  async lintWorkflowModel(@Arg('xml') xml: string, @Ctx() context: RequestContext): Promise<ModelLintItem[]> {
    return this.models.lint(signedIn(context), xml);
  }

  @Authorized('flow_model_create', 'flow_model_update')
  @Mutation(() => WorkflowModel, { description: 'Adds (no id) or changes a model; its version goes up by one (legacy model/submit).' })
  async saveWorkflowModel(
    @Arg('input', () => WorkflowModelInput) input: WorkflowModelInput,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowModel> {
    return this.models.save(signedIn(context), input);
  }

  @Authorized('flow_model_delete')
  @Mutation(() => Int, { description: 'Deletes models; returns how many were deleted (legacy model/remove).' })
  async removeWorkflowModels(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.models.remove(signedIn(context), ids);
  }

  @Authorized('flow_model_deploy')
  @Mutation(() => [ProcessDefinition], {
    description: "Deploys a model once per tenant id (none: the caller's tenant; others: platform administrator) (legacy model/deploy).",
  })
  async deployWorkflowModel(
    @Arg('modelId', () => ID) modelId: string,
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Arg('tenantIds', () => [String], { nullable: true }) tenantIds: string[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ProcessDefinition[]> {
    return this.models.deploy(signedIn(context), modelId, category, tenantIds ?? []);
  }
}
