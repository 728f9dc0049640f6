import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { BpmnFileInput } from '../model/workflow-model.inputs';
import { DefinitionStateChange } from './definition-state.types';
import { DefinitionState, ProcessDefinitionFilter } from './process-definition.inputs';
import { ProcessDefinition, ProcessDefinitionPage } from './process-definition.types';
import type { WorkflowManagerService } from './workflow-manager.service';

@Resolver()
export class WorkflowManagerResolver {
  constructor(private readonly manager: WorkflowManagerService) {}

  @Authorized('flow_manager', 'flow_deploy')
  @Query(() => ProcessDefinitionPage, { description: 'Deployed process definitions (legacy manager/list; mode 1 common, 2 tenant).' })
  async processDefinitions(
    @Arg('filter', () => ProcessDefinitionFilter, { nullable: true }) filter: ProcessDefinitionFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ProcessDefinitionPage> {
    return this.manager.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('flow_manager', 'flow_manager_image')
  @Query(() => String, { description: "A definition's BPMN XML (legacy process/resource-view?resourceType=xml)." })
  async processDefinitionXml(@Arg('definitionId', () => ID) definitionId: string, @Ctx() context: RequestContext): Promise<string> {
    return this.manager.xml(signedIn(context), definitionId);
  }

  @Authorized('flow_manager_state')
  @Mutation(() => DefinitionStateChange, {
    description: 'Suspends or activates a definition with its running instances and their open tasks (legacy manager/change-state).',
  })
  async changeDefinitionState(
    @Arg('definitionId', () => ID) definitionId: string,
    @Arg('state', () => DefinitionState) state: DefinitionState,
    @Ctx() context: RequestContext,
  ): Promise<DefinitionStateChange> {
    return this.manager.changeState(signedIn(context), definitionId, state);
  }

  @Authorized('flow_deploy')
  @Mutation(() => [ProcessDefinition], {
    description: 'Deploys .bpmn / .bpmn20.xml files once per tenant id (legacy manager/deploy-upload).',
  })
  async deployBpmn(
    @Arg('files', () => [BpmnFileInput]) files: BpmnFileInput[],
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Arg('tenantIds', () => [String], { nullable: true }) tenantIds: string[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ProcessDefinition[]> {
    return this.manager.deployFiles(signedIn(context), files, category, tenantIds ?? []);
  }

  @Authorized('flow_manager_remove')
  @Mutation(() => Int, {
    description: 'Deletes deployments with their definitions and running instances (legacy manager/delete-deployment).',
  })
  async deleteDeployments(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.manager.deleteDeployments(signedIn(context), ids);
  }
}
