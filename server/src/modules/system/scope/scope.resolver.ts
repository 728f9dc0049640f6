import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { ApiScopeService, DataScopeService } from './scope-kinds';
import { ApiScopeInput, DataScopeInput, ScopeFilter } from './scope.inputs';
import { ApiScopePage, ApiScopeView, DataScopePage, DataScopeView } from './scope.types';

@Resolver()
export class ScopeResolver {
  constructor(
    private readonly dataScopeService: DataScopeService,
    private readonly apiScopeService: ApiScopeService,
  ) {}

  @Authorized('data_scope')
  @Query(() => DataScopePage, { description: 'Data-scope rules, one page (platform tenant only); usually of one menu.' })
  async dataScopes(
    @Arg('filter', () => ScopeFilter, { nullable: true }) filter: ScopeFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<DataScopePage> {
    return this.dataScopeService.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('data_scope')
  @Query(() => DataScopeView, { description: 'One data-scope rule.' })
  async dataScope(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DataScopeView> {
    return this.dataScopeService.detail(signedIn(context), id);
  }

  @Authorized('data_scope_add', 'data_scope_edit')
  @Mutation(() => DataScopeView, { description: 'Adds (no id) or changes (with id) a data-scope rule.' })
  async submitDataScope(@Arg('input', () => DataScopeInput) input: DataScopeInput, @Ctx() context: RequestContext): Promise<DataScopeView> {
    return this.dataScopeService.submit(signedIn(context), input);
  }

  @Authorized('data_scope_delete')
  @Mutation(() => Int, { description: 'Deletes data-scope rules and their grants; returns how many were deleted.' })
  async removeDataScopes(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.dataScopeService.remove(signedIn(context), ids);
  }

  @Authorized('api_scope')
  @Query(() => ApiScopePage, { description: 'API-scope rules, one page (platform tenant only); usually of one menu.' })
  async apiScopes(
    @Arg('filter', () => ScopeFilter, { nullable: true }) filter: ScopeFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ApiScopePage> {
    return this.apiScopeService.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('api_scope')
  @Query(() => ApiScopeView, { description: 'One API-scope rule.' })
  async apiScope(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ApiScopeView> {
    return this.apiScopeService.detail(signedIn(context), id);
  }

  @Authorized('api_scope_add', 'api_scope_edit')
  @Mutation(() => ApiScopeView, { description: 'Adds (no id) or changes (with id) an API-scope rule.' })
  async submitApiScope(@Arg('input', () => ApiScopeInput) input: ApiScopeInput, @Ctx() context: RequestContext): Promise<ApiScopeView> {
    return this.apiScopeService.submit(signedIn(context), input);
  }

  @Authorized('api_scope_delete')
  @Mutation(() => Int, { description: 'Deletes API-scope rules and their grants; returns how many were deleted.' })
  async removeApiScopes(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.apiScopeService.remove(signedIn(context), ids);
  }
}
