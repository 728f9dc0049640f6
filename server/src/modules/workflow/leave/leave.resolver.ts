import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { WORK_VIEW_CODES } from '../worklist/work-access';
import { LeaveRequestInput } from './leave.inputs';
import type { LeaveService } from './leave.service';
import { LeaveRequest, WorkflowPerson } from './leave.types';

@Resolver()
export class LeaveResolver {
  constructor(private readonly leave: LeaveService) {}

  @Authorized('work_start')
  @Mutation(() => LeaveRequest, { description: 'Applies for leave and starts its approval (with an id: changes an unstarted request).' })
  async startLeaveProcess(
    @Arg('input', () => LeaveRequestInput) input: LeaveRequestInput,
    @Ctx() context: RequestContext,
  ): Promise<LeaveRequest> {
    return this.leave.start(signedIn(context), input);
  }

  @Authorized('work_start')
  @Query(() => [WorkflowPerson], {
    description: 'People the leave form may name as approver (users of the caller’s tenant, at most 50), optionally matching a name.',
  })
  async leaveApproverOptions(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowPerson[]> {
    return this.leave.approverOptions(signedIn(context), search);
  }

  @Authorized(...WORK_VIEW_CODES)
  @Query(() => LeaveRequest, { description: 'A leave request, for the viewers of its approval.' })
  async leaveRequest(@Arg('businessId', () => ID) businessId: string, @Ctx() context: RequestContext): Promise<LeaveRequest> {
    return this.leave.detail(signedIn(context), businessId);
  }
}
