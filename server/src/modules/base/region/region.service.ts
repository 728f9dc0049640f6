import { requirePlatform } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { RegionWriter } from './region-writer';
import { Region } from './region.entity';
import type { RegionFilter, RegionInput } from './region.inputs';
import { toRegionView, type RegionView } from './region.types';

const SORTABLE = ['code', 'name', 'regionLevel', 'sort'] as const;
/** Cap of a child list asked for without a parent (a search over every level). */
const UNPARENTED_LIMIT = 1000;

/** LIKE pattern of codes starting with the text (wildcards escaped). */
function prefixPattern(text: string): string {
  return containsPattern(text).slice(1);
}

function checkCode(code: string, name = 'code'): string {
  const trimmed = code.trim();
  if (trimmed.length === 0 || trimmed.length > 12) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return trimmed;
}

/** Regions: global, read by anyone granted `region` (selects by every signed-in user), changed by the platform tenant. */
export class RegionService {
  private readonly writer = new RegionWriter();

  constructor(private readonly menus: MenuService) {}

  /** Subdivisions of a parent (every region matching the filter when no parent), by code, with hasChildren. */
  async children(context: SignedInContext, parentCode: string | null, filter: RegionFilter | null): Promise<RegionView[]> {
    await this.menus.require(context, 'region');
    const where: FilterQuery<Region> = {};
    if (parentCode !== null) {
      where.parentCode = checkCode(parentCode, 'parentCode');
    }
    if (filter?.code?.trim()) {
      where.code = { $like: prefixPattern(filter.code.trim()) };
    }
    if (filter?.name?.trim()) {
      where.name = { $like: containsPattern(filter.name.trim()) };
    }
    const regions = await context.em.find(Region, where, {
      orderBy: { code: 'asc' },
      limit: parentCode === null ? UNPARENTED_LIMIT : undefined,
    });
    const parents = parentCode === null ? [] : await context.em.find(Region, { code: parentCode });
    const withChildren = await this.parentsAmong(
      context,
      regions.map((region) => region.code),
    );
    return regions.map((region) =>
      toRegionView(region, { parentName: parents[0]?.name ?? null, hasChildren: withChildren.has(region.code) }),
    );
  }

  /** Subdivisions of a code for cascading selects (default: the provinces): every signed-in user. */
  async options(context: SignedInContext, parentCode: string): Promise<RegionView[]> {
    const regions = await context.em.find(Region, { parentCode: checkCode(parentCode, 'code') }, { orderBy: { sort: 'asc', code: 'asc' } });
    const withChildren = await this.parentsAmong(
      context,
      regions.map((region) => region.code),
    );
    return regions.map((region) => toRegionView(region, { hasChildren: withChildren.has(region.code) }));
  }

  async page(
    context: SignedInContext,
    filter: RegionFilter | null,
    page: PageInput,
    sort: SortInput[] | null,
  ): Promise<PageResult<RegionView>> {
    await this.menus.require(context, 'region');
    const where: FilterQuery<Region> = {};
    if (filter?.code?.trim()) {
      where.code = { $like: prefixPattern(filter.code.trim()) };
    }
    if (filter?.name?.trim()) {
      where.name = { $like: containsPattern(filter.name.trim()) };
    }
    if (filter?.parentCode?.trim()) {
      where.parentCode = filter.parentCode.trim();
    }
    if (filter?.regionLevel !== undefined && filter.regionLevel !== null) {
      where.regionLevel = filter.regionLevel;
    }
    const result = await findPage(context.em, Region, where, page, orderByOf<Region>(sort, SORTABLE, { code: 'asc' }));
    return { ...result, records: result.records.map((region) => toRegionView(region)) };
  }

  async detail(context: SignedInContext, code: string): Promise<RegionView> {
    await this.menus.require(context, 'region');
    const region = await this.find(context, code);
    const parent = await context.em.findOne(Region, { code: region.parentCode });
    const withChildren = await this.parentsAmong(context, [region.code]);
    return toRegionView(region, { parentName: parent?.name ?? null, hasChildren: withChildren.has(region.code) });
  }

  /** Inserts when the code is new (region_add), otherwise changes that region (region_edit). */
  async submit(context: SignedInContext, input: RegionInput): Promise<RegionView> {
    await this.requireWrite(context, 'region_add', 'region_edit');
    const existing = await context.em.findOne(Region, { code: input.code });
    await this.menus.require(context, existing ? 'region_edit' : 'region_add');
    const region = existing ? await this.writer.update(context.em, existing, input) : await this.writer.insert(context.em, input);
    return toRegionView(region);
  }

  async remove(context: SignedInContext, code: string): Promise<number> {
    await this.requireWrite(context, 'region_delete');
    const region = await this.find(context, code);
    return this.writer.remove(context.em, region.code);
  }

  private async find(context: SignedInContext, code: string): Promise<Region> {
    const region = await context.em.findOne(Region, { code: checkCode(code) });
    if (!region) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return region;
  }

  /** Which of these codes have subdivisions (one grouped query). */
  private async parentsAmong(context: SignedInContext, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) {
      return new Set();
    }
    const query = (context.em as SqlEntityManager)
      .createQueryBuilder(Region)
      .select('parentCode', true)
      .where({ parentCode: { $in: codes } });
    await query.applyFilters();
    const rows: Array<{ parentCode: string }> = await query.execute('all');
    return new Set(rows.map((row) => row.parentCode));
  }

  /** Regions are shared by every tenant: only the platform administrator may change them. */
  private async requireWrite(context: SignedInContext, ...codes: string[]): Promise<void> {
    await this.menus.require(context, ...codes);
    requirePlatform(context, 'region.platformOnly');
  }
}
