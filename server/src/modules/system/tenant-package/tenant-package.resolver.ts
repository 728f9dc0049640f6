import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Tenant } from '../tenant/tenant.entity';
import { TenantPackage } from './tenant-package.entity';
import { TenantPackageFilter, TenantPackageInput } from './tenant-package.inputs';
import type { TenantPackageService } from './tenant-package.service';
import { TenantPackagePage } from './tenant-package.types';

@Resolver()
export class TenantPackageResolver {
  constructor(private readonly packages: TenantPackageService) {}

  @Authorized('tenant_package')
  @Query(() => TenantPackagePage, { description: 'Tenant packages, one page (platform administrator only).' })
  async tenantPackages(
    @Arg('filter', () => TenantPackageFilter, { nullable: true }) filter: TenantPackageFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<TenantPackagePage> {
    return this.packages.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('tenant_package')
  @Query(() => [TenantPackage], { description: 'Every tenant package, for selects.' })
  async tenantPackageSelect(@Ctx() context: RequestContext): Promise<TenantPackage[]> {
    return this.packages.select(signedIn(context));
  }

  @Authorized('tenant_package')
  @Query(() => TenantPackage, { description: 'One tenant package.' })
  async tenantPackage(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<TenantPackage> {
    return this.packages.detail(signedIn(context), id);
  }

  @Authorized('tenant_package_add', 'tenant_package_edit')
  @Mutation(() => TenantPackage, { description: 'Adds a tenant package (no id) or changes one (with id).' })
  async submitTenantPackage(
    @Arg('input', () => TenantPackageInput) input: TenantPackageInput,
    @Ctx() context: RequestContext,
  ): Promise<TenantPackage> {
    return this.packages.submit(signedIn(context), input);
  }

  @Authorized('tenant_package_delete')
  @Mutation(() => Int, { description: 'Deletes tenant packages no tenant uses; returns how many were deleted.' })
  async removeTenantPackages(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.packages.remove(signedIn(context), ids);
  }

  @Authorized('tenant_package')
  @Query(() => TenantPackage, { nullable: true, description: "The package of a tenant (by the tenant's row id), or null." })
  async tenantPackageOfTenant(
    @Arg('tenantRowId', () => ID) tenantRowId: string,
    @Ctx() context: RequestContext,
  ): Promise<TenantPackage | null> {
    return this.packages.ofTenant(signedIn(context), tenantRowId);
  }

  @Authorized('tenant_package')
  @Mutation(() => Tenant, { description: 'Binds a package to a tenant (by tenant code); a null package clears it.' })
  async setTenantPackage(
    @Arg('tenantId', { description: 'Tenant code.' }) tenantId: string,
    @Arg('packageId', () => ID, { nullable: true }) packageId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<Tenant> {
    return this.packages.bindTenant(signedIn(context), tenantId, packageId);
  }
}
