import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../core/graphql/page.types';
import type { RequestContext } from '../../core/http/request-context';
import { ApiLog } from './api-log.entity';
import { ErrorLog } from './error-log.entity';
import type { ErrorLogService } from './error-log.service';
import type { LogQueryService } from './log-query.service';
import { LogFilter, UploadClientErrorsArgs } from './log.inputs';
import { ApiLogPage, ErrorLogPage, UsualLogPage } from './log.types';
import { UsualLog } from './usual-log.entity';

@Resolver()
export class LogResolver {
  constructor(
    private readonly logs: LogQueryService,
    private readonly errorLogService: ErrorLogService,
  ) {}

  @Authorized('log_usual')
  @Query(() => UsualLogPage, { description: 'Usual logs of the caller’s tenant, newest first.' })
  async usualLogs(
    @Arg('filter', () => LogFilter, { nullable: true }) filter: LogFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<UsualLogPage> {
    return this.logs.page(signedIn(context), 'usual', filter, page ?? new PageInput(), sort);
  }

  @Authorized('log_usual_view')
  @Query(() => UsualLog, { description: 'One usual log row.' })
  async usualLog(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<UsualLog> {
    return this.logs.detail(signedIn(context), 'usual', id);
  }

  @Authorized('log_api')
  @Query(() => ApiLogPage, { description: 'API logs of the caller’s tenant, newest first.' })
  async apiLogs(
    @Arg('filter', () => LogFilter, { nullable: true }) filter: LogFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ApiLogPage> {
    return this.logs.page(signedIn(context), 'api', filter, page ?? new PageInput(), sort);
  }

  @Authorized('log_api_view')
  @Query(() => ApiLog, { description: 'One API log row.' })
  async apiLog(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ApiLog> {
    return this.logs.detail(signedIn(context), 'api', id);
  }

  @Authorized('log_error')
  @Query(() => ErrorLogPage, { description: 'Error logs of the caller’s tenant (server and uploaded browser errors), newest first.' })
  async errorLogs(
    @Arg('filter', () => LogFilter, { nullable: true }) filter: LogFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ErrorLogPage> {
    return this.logs.page(signedIn(context), 'error', filter, page ?? new PageInput(), sort);
  }

  @Authorized('log_error_view')
  @Query(() => ErrorLog, { description: 'One error log row.' })
  async errorLog(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ErrorLog> {
    return this.logs.detail(signedIn(context), 'error', id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Stores errors captured by the caller’s browser (at most 50); returns how many were stored.' })
  async uploadClientErrors(
    @Args(() => UploadClientErrorsArgs) args: UploadClientErrorsArgs,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.errorLogService.recordClientErrors(signedIn(context), args.entries);
  }
}
