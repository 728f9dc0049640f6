import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Param } from './param.entity';
import { ParamFilter, ParamInput } from './param.inputs';
import type { ParamService } from './param.service';
import { ParamPage } from './param.types';

@Resolver()
export class ParamResolver {
  constructor(private readonly paramService: ParamService) {}

  @Authorized('param')
  @Query(() => ParamPage, { description: 'System parameters, one page (platform tenant only).' })
  async params(
    @Arg('filter', () => ParamFilter, { nullable: true }) filter: ParamFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ParamPage> {
    return this.paramService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('param')
  @Query(() => Param, { description: 'One system parameter.' })
  async param(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Param> {
    return this.paramService.detail(signedIn(context), id);
  }

  @Authorized('param_add', 'param_edit')
  @Mutation(() => Param, { description: 'Adds a parameter (no id) or changes one (with id).' })
  async submitParam(@Arg('input', () => ParamInput) input: ParamInput, @Ctx() context: RequestContext): Promise<Param> {
    return this.paramService.submit(signedIn(context), input);
  }

  @Authorized('param_delete')
  @Mutation(() => Int, { description: 'Deletes parameters; returns how many were deleted.' })
  async removeParams(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.paramService.remove(signedIn(context), ids);
  }
}
