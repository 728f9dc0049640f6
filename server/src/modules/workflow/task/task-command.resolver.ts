import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { WORK_VIEW_CODES } from '../worklist/work-access';
import { WorkflowTask } from '../worklist/worklist.types';
import type { TaskCommandService } from './task-command.service';

@Resolver()
export class TaskCommandResolver {
  constructor(private readonly commands: TaskCommandService) {}

  @Authorized('work_claim')
  @Mutation(() => WorkflowTask, { description: 'Claims a task the caller is a candidate of.' })
  async claimTask(@Arg('taskId', () => ID) taskId: string, @Ctx() context: RequestContext): Promise<WorkflowTask> {
    return this.commands.claim(signedIn(context), taskId);
  }

  @Authorized('work_claim', 'work_todo')
  @Mutation(() => WorkflowTask, { description: 'Gives a claimed task back to its candidates.' })
  async unclaimTask(@Arg('taskId', () => ID) taskId: string, @Ctx() context: RequestContext): Promise<WorkflowTask> {
    return this.commands.unclaim(signedIn(context), taskId);
  }

  @Authorized('work_todo')
  @Mutation(() => WorkflowTask, { description: 'Completes the caller’s task: pass or reject, with a comment and process variables.' })
  async completeTask(
    @Arg('taskId', () => ID) taskId: string,
    @Arg('pass', () => Boolean) pass: boolean,
    @Arg('comment', () => String, { nullable: true, description: 'Empty: 同意 / 驳回 in the caller’s language.' }) comment: string | null,
    @Arg('variables', () => String, { nullable: true, description: 'Process variables as a JSON object text.' })
    variables: string | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowTask> {
    return this.commands.complete(signedIn(context), taskId, { pass, comment, variables });
  }

  @Authorized(...WORK_VIEW_CODES)
  @Query(() => WorkflowTask, { description: 'One task, for the viewers of its process instance.' })
  async taskDetail(@Arg('taskId', () => ID) taskId: string, @Ctx() context: RequestContext): Promise<WorkflowTask> {
    return this.commands.detail(signedIn(context), taskId);
  }
}
