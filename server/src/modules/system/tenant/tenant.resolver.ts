import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { Public } from '../../../core/auth/public.decorator';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Tenant } from './tenant.entity';
import { TenantFilter, TenantInput, TenantSettingInput } from './tenant.inputs';
import type { TenantService } from './tenant.service';
import { TenantInfo, TenantPage } from './tenant.types';

@Resolver()
export class TenantResolver {
  constructor(private readonly tenantService: TenantService) {}

  @Public()
  @Query(() => TenantInfo, { nullable: true, description: 'The tenant bound to a login domain (the page origin), or null.' })
  async tenantInfo(
    @Arg('domain', { description: 'Origin of the login page, e.g. https://exam.example.com.' }) domain: string,
    @Ctx() context: RequestContext,
  ): Promise<TenantInfo | null> {
    return this.tenantService.infoByDomain(context, domain);
  }

  @Authorized('tenant')
  @Query(() => TenantPage, { description: 'Tenants, one page (platform administrator only).' })
  async tenants(
    @Arg('filter', () => TenantFilter, { nullable: true }) filter: TenantFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<TenantPage> {
    return this.tenantService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('tenant')
  @Query(() => [Tenant], { description: 'Every tenant, for tenant selects (platform administrator only).' })
  async tenantSelect(@Ctx() context: RequestContext): Promise<Tenant[]> {
    return this.tenantService.select(signedIn(context));
  }

  @Authorized('tenant')
  @Query(() => Tenant, { description: 'One tenant by row id.' })
  async tenant(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Tenant> {
    return this.tenantService.detail(signedIn(context), id);
  }

  @Authorized('tenant_add', 'tenant_edit')
  @Mutation(() => Tenant, {
    description:
      'Adds a tenant (no id; provisions role admin, root department, post ceo and user admin; answers the new tenant with its ' +
      'code) or changes one.',
  })
  async submitTenant(@Arg('input', () => TenantInput) input: TenantInput, @Ctx() context: RequestContext): Promise<Tenant> {
    return this.tenantService.submit(signedIn(context), input);
  }

  @Authorized('tenant_delete')
  @Mutation(() => Int, { description: 'Deletes tenants with all their users and ends their sessions; the platform tenant is refused.' })
  async removeTenants(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.tenantService.remove(signedIn(context), ids);
  }

  @Authorized('tenant_setting')
  @Mutation(() => Int, { description: 'Sets account quota and expiry of tenants; returns how many were changed.' })
  async setTenantSetting(
    @Arg('input', () => TenantSettingInput) input: TenantSettingInput,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.tenantService.setting(signedIn(context), input);
  }
}
