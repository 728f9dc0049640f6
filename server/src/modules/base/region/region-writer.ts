import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import { DEEPEST_LEVEL, LEVEL_COLUMNS, Region, levelColumns, type RegionLevel } from './region.entity';
import type { RegionInput } from './region.inputs';

/** Writes of regions; the caller has already been checked. */
export class RegionWriter {
  /** Inserts a region below its parent, filling ancestors, level and the province..village chain. */
  async insert(em: EntityManager, input: RegionInput): Promise<Region> {
    const parentCode = input.parentCode?.trim() ?? '';
    if (!parentCode) {
      throw new AppError('VALIDATION', 'region.parentRequired', {}, [{ field: 'parentCode', messageKey: 'region.parentRequired' }]);
    }
    const parent = await em.findOne(Region, { code: parentCode });
    if (!parent) {
      throw new AppError('VALIDATION', 'region.parentMissing', { parentCode }, [
        { field: 'parentCode', messageKey: 'region.parentMissing', params: { parentCode } },
      ]);
    }
    const level = parent.regionLevel + 1;
    const own = levelColumns(level);
    if (!own || level > DEEPEST_LEVEL) {
      throw new AppError('VALIDATION', 'region.tooDeep', {}, [{ field: 'parentCode', messageKey: 'region.tooDeep' }]);
    }
    if (parent.regionLevel >= 1 && (!input.code.startsWith(parent.code) || input.code.length <= parent.code.length)) {
      throw new AppError('VALIDATION', 'region.codePrefix', { parentCode }, [
        { field: 'code', messageKey: 'region.codePrefix', params: { parentCode } },
      ]);
    }
    const name = input.name.trim();
    const chain: Record<string, string | null> = {};
    for (const level of Object.keys(LEVEL_COLUMNS).map(Number) as RegionLevel[]) {
      const columns = LEVEL_COLUMNS[level];
      chain[columns.code] = parent[columns.code] ?? null;
      chain[columns.name] = parent[columns.name] ?? null;
    }
    chain[own.code] = input.code;
    chain[own.name] = name;
    const region = em.create(Region, {
      ...chain,
      code: input.code,
      parentCode: parent.code,
      ancestors: `${parent.ancestors},${parent.code}`,
      name,
      regionLevel: level,
      sort: input.sort ?? 1,
      remark: input.remark ?? null,
    });
    await em.flush();
    return region;
  }

  /** Changes name, sort and remark of an existing region; a new name reaches the chain columns of its subdivisions. */
  async update(em: EntityManager, region: Region, input: RegionInput): Promise<Region> {
    const parentCode = input.parentCode?.trim();
    if (parentCode && parentCode !== region.parentCode) {
      throw new AppError('VALIDATION', 'region.parentFixed', {}, [{ field: 'parentCode', messageKey: 'region.parentFixed' }]);
    }
    const name = input.name.trim();
    const renamed = name !== region.name;
    const own = levelColumns(region.regionLevel);
    region.name = name;
    if (own) {
      region[own.name] = name;
    }
    region.sort = input.sort ?? region.sort;
    region.remark = input.remark === undefined ? region.remark : input.remark;
    await em.begin();
    try {
      if (renamed && own) {
        await em.nativeUpdate(Region, { [own.code]: region.code, code: { $ne: region.code } }, { [own.name]: name });
      }
      await em.commit();
    } catch (error) {
      await em.rollback();
      throw error;
    }
    return region;
  }

  /** Deletes a region for good; refuses while it has subdivisions. */
  async remove(em: EntityManager, code: string): Promise<number> {
    if ((await em.count(Region, { parentCode: code })) > 0) {
      throw new AppError('CONFLICT', 'region.hasChildren');
    }
    return em.nativeDelete(Region, { code });
  }
}
