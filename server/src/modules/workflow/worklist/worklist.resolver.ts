import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { ProcessDefinitionPage } from '../manager/process-definition.types';
import { WorkListFilter } from './worklist.inputs';
import type { WorklistService } from './worklist.service';
import { WorkflowTaskPage } from './worklist.types';

@Resolver()
export class WorklistResolver {
  constructor(private readonly worklist: WorklistService) {}

  @Authorized('work_start')
  @Query(() => ProcessDefinitionPage, { description: 'Processes the caller may start: latest active versions, by key.' })
  async startableProcesses(
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Arg('mode', () => Int, { nullable: true, description: '1 common, 2 the tenant’s own.' }) mode: number | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ProcessDefinitionPage> {
    return this.worklist.startable(signedIn(context), category, mode, page ?? new PageInput());
  }

  @Authorized('work_claim')
  @Query(() => WorkflowTaskPage, { description: 'Unassigned tasks the caller may claim, newest first.' })
  async claimTasks(
    @Arg('filter', () => WorkListFilter, { nullable: true }) filter: WorkListFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowTaskPage> {
    return this.worklist.claim(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('work_todo')
  @Query(() => WorkflowTaskPage, { description: 'Open tasks assigned to the caller, newest first.' })
  async todoTasks(
    @Arg('filter', () => WorkListFilter, { nullable: true }) filter: WorkListFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowTaskPage> {
    return this.worklist.todo(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('work_send')
  @Query(() => WorkflowTaskPage, { description: 'Process instances the caller started, with their current tasks, newest first.' })
  async sentProcesses(
    @Arg('filter', () => WorkListFilter, { nullable: true }) filter: WorkListFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowTaskPage> {
    return this.worklist.sent(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('work_done')
  @Query(() => WorkflowTaskPage, { description: 'Tasks the caller completed, newest first.' })
  async doneTasks(
    @Arg('filter', () => WorkListFilter, { nullable: true }) filter: WorkListFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<WorkflowTaskPage> {
    return this.worklist.done(signedIn(context), filter, page ?? new PageInput());
  }
}
