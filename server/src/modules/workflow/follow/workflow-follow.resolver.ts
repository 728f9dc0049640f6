import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { RunningInstanceFilter } from './running-instance.inputs';
import { RunningInstancePage } from './running-instance.types';
import type { WorkflowFollowService } from './workflow-follow.service';

@Resolver()
export class WorkflowFollowResolver {
  constructor(private readonly follow: WorkflowFollowService) {}

  @Authorized('flow_follow')
  @Query(() => RunningInstancePage, { description: "Running process instances of the caller's tenant (legacy follow/list)." })
  async runningInstances(
    @Arg('filter', () => RunningInstanceFilter, { nullable: true }) filter: RunningInstanceFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<RunningInstancePage> {
    return this.follow.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('flow_follow_delete')
  @Mutation(() => Boolean, { description: 'Deletes a running instance with a reason (legacy follow/delete-process-instance).' })
  async deleteProcessInstance(
    @Arg('id', () => ID) id: string,
    @Arg('reason') reason: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.follow.delete(signedIn(context), id, reason);
  }
}
