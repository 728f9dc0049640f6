import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { WORK_VIEW_CODES } from '../worklist/work-access';
import type { FlowHistoryService } from './flow-history.service';
import { FlowHistoryItem, ProcessDiagram } from './flow-history.types';

@Resolver()
export class FlowHistoryResolver {
  constructor(private readonly history: FlowHistoryService) {}

  @Authorized(...WORK_VIEW_CODES)
  @Query(() => ProcessDiagram, {
    description: 'The flow chart of an instance (its own definition version, history, open activities), or of a definition (XML only).',
  })
  async processDiagram(
    @Arg('processInstanceId', () => ID, { nullable: true }) processInstanceId: string | null,
    @Arg('processDefinitionId', () => ID, { nullable: true }) processDefinitionId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<ProcessDiagram> {
    return this.history.diagram(signedIn(context), processInstanceId, processDefinitionId);
  }

  @Authorized(...WORK_VIEW_CODES)
  @Query(() => [FlowHistoryItem], { description: 'Start, user tasks (done, open, not reached yet) and end of an instance, in order.' })
  async historyFlow(
    @Arg('processInstanceId', () => ID) processInstanceId: string,
    @Arg('startActivityId', () => String, { nullable: true }) startActivityId: string | null,
    @Arg('endActivityId', () => String, { nullable: true }) endActivityId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<FlowHistoryItem[]> {
    return this.history.flow(signedIn(context), processInstanceId, startActivityId, endActivityId);
  }
}
