import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Tenant } from '../../system/tenant/tenant.entity';
import { Datasource } from './datasource.entity';
import { DatasourceFilter, DatasourceInput } from './datasource.inputs';
import type { DatasourceService } from './datasource.service';
import { DatasourcePage, DatasourceTestResult } from './datasource.types';
import type { TenantDatasourceService } from './tenant-datasource.service';

@Resolver()
export class DatasourceResolver {
  constructor(
    private readonly datasourceService: DatasourceService,
    private readonly bindings: TenantDatasourceService,
  ) {}

  @Authorized('datasource')
  @Query(() => DatasourcePage, { description: 'Datasources, one page (platform administrator only).' })
  async datasources(
    @Arg('filter', () => DatasourceFilter, { nullable: true }) filter: DatasourceFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<DatasourcePage> {
    return this.datasourceService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('datasource', 'tenant_datasource')
  @Query(() => [Datasource], { description: 'Every datasource, for selects.' })
  async datasourceSelect(@Ctx() context: RequestContext): Promise<Datasource[]> {
    return this.datasourceService.select(signedIn(context));
  }

  @Authorized('datasource')
  @Query(() => Datasource, { description: 'One datasource (never its password).' })
  async datasource(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Datasource> {
    return this.datasourceService.detail(signedIn(context), id);
  }

  @Authorized('datasource_add', 'datasource_edit')
  @Mutation(() => Datasource, { description: 'Adds a datasource (no id) or changes one (with id).' })
  async submitDatasource(@Arg('input', () => DatasourceInput) input: DatasourceInput, @Ctx() context: RequestContext): Promise<Datasource> {
    return this.datasourceService.submit(signedIn(context), input);
  }

  @Authorized('datasource_delete')
  @Mutation(() => Int, { description: 'Deletes datasources no tenant is bound to; returns how many were deleted.' })
  async removeDatasources(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.datasourceService.remove(signedIn(context), ids);
  }

  @Authorized('datasource')
  @Mutation(() => DatasourceTestResult, { description: 'Connects to a datasource and runs one query.' })
  async testDatasource(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DatasourceTestResult> {
    return this.datasourceService.test(signedIn(context), id);
  }

  @Authorized('tenant_datasource')
  @Mutation(() => Tenant, {
    description:
      "Binds a tenant (by code) to a dedicated datasource, copying its rows there; null moves it back to the main database's rows.",
  })
  async setTenantDatasource(
    @Arg('tenantId', { description: 'Tenant code.' }) tenantId: string,
    @Arg('datasourceId', () => ID, { nullable: true }) datasourceId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<Tenant> {
    return this.bindings.bind(signedIn(context), tenantId, datasourceId);
  }
}
