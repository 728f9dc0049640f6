import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { COUNTRY_CODE } from './region.entity';
import { RegionFilter, RegionInput } from './region.inputs';
import type { RegionService } from './region.service';
import { RegionPage, RegionView } from './region.types';

@Resolver()
export class RegionResolver {
  constructor(private readonly regionService: RegionService) {}

  @Authorized('region')
  @Query(() => [RegionView], {
    description:
      'Lazy tree: subdivisions of a parent code (the country is "00") by code, with hasChildren; without a parent, every region ' +
      'matching the filter (at most 1000).',
  })
  async regionChildren(
    @Arg('parentCode', () => String, { nullable: true, description: 'Parent code; null searches every level.' }) parentCode: string | null,
    @Arg('filter', () => RegionFilter, { nullable: true }) filter: RegionFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<RegionView[]> {
    return this.regionService.children(signedIn(context), parentCode, filter);
  }

  @Authorized()
  @Query(() => [RegionView], { description: 'Subdivisions of a code for cascading selects (default: the provinces).' })
  async regionOptions(
    @Arg('parentCode', { defaultValue: COUNTRY_CODE, description: 'Parent code.' }) parentCode: string,
    @Ctx() context: RequestContext,
  ): Promise<RegionView[]> {
    return this.regionService.options(signedIn(context), parentCode);
  }

  @Authorized('region')
  @Query(() => RegionPage, { description: 'Regions, one page, by code unless sorted.' })
  async regions(
    @Arg('filter', () => RegionFilter, { nullable: true }) filter: RegionFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<RegionPage> {
    return this.regionService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('region')
  @Query(() => RegionView, { description: 'One region by code, with its parent’s name.' })
  async region(@Arg('code') code: string, @Ctx() context: RequestContext): Promise<RegionView> {
    return this.regionService.detail(signedIn(context), code);
  }

  @Authorized('region_add', 'region_edit')
  @Mutation(() => RegionView, {
    description: 'Adds a region below its parent (new code) or changes one (existing code); platform tenant only.',
  })
  async submitRegion(@Arg('input', () => RegionInput) input: RegionInput, @Ctx() context: RequestContext): Promise<RegionView> {
    return this.regionService.submit(signedIn(context), input);
  }

  @Authorized('region_delete')
  @Mutation(() => Int, { description: 'Deletes a region without subdivisions for good; platform tenant only. Returns 1.' })
  async removeRegion(@Arg('code') code: string, @Ctx() context: RequestContext): Promise<number> {
    return this.regionService.remove(signedIn(context), code);
  }
}
