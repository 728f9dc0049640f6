import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/auth/public.decorator';
import type { RequestContext } from '../../../core/http/request-context';
import type { TenantService } from './tenant.service';
import { TenantInfo } from './tenant.types';

@Resolver()
export class TenantResolver {
  constructor(private readonly tenants: TenantService) {}

  @Public()
  @Query(() => TenantInfo, { nullable: true, description: 'The tenant bound to a login domain (the page origin), or null.' })
  async tenantInfo(
    @Arg('domain', { description: 'Origin of the login page, e.g. https://exam.example.com.' }) domain: string,
    @Ctx() context: RequestContext,
  ): Promise<TenantInfo | null> {
    return this.tenants.infoByDomain(context, domain);
  }
}
