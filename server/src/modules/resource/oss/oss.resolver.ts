import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Oss } from './oss.entity';
import { OssFilter, OssInput } from './oss.inputs';
import type { OssService } from './oss.service';
import { OssPage } from './oss.types';

@Resolver()
export class OssResolver {
  constructor(private readonly ossService: OssService) {}

  @Authorized('oss')
  @Query(() => OssPage, { description: 'Storage configurations of the caller’s tenant, one page.' })
  async storageConfigs(
    @Arg('filter', () => OssFilter, { nullable: true }) filter: OssFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<OssPage> {
    return this.ossService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('oss_view', 'oss_edit')
  @Query(() => Oss, { description: 'One storage configuration (the secret key is never returned).' })
  async storageConfig(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Oss> {
    return this.ossService.detail(signedIn(context), id);
  }

  @Authorized('oss_add', 'oss_edit')
  @Mutation(() => Oss, { description: 'Adds (no id) or changes (with id) a storage configuration.' })
  async submitStorageConfig(@Arg('input', () => OssInput) input: OssInput, @Ctx() context: RequestContext): Promise<Oss> {
    return this.ossService.submit(signedIn(context), input);
  }

  @Authorized('oss_delete')
  @Mutation(() => Int, { description: 'Deletes storage configurations; returns how many were deleted.' })
  async removeStorageConfigs(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.ossService.remove(signedIn(context), ids);
  }

  @Authorized('oss_enable')
  @Mutation(() => Oss, { description: 'Enables this configuration and disables the tenant’s others.' })
  async enableStorageConfig(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Oss> {
    return this.ossService.enable(signedIn(context), id);
  }
}
