import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';

/**
 * An administrative division (global). The legacy key is the region code; we keep a snowflake id and a
 * unique code. Levels (dictionary `region`): 0 country, 1 province, 2 city, 3 district, 4 town, 5 village.
 * Each row repeats the codes and names of its province/city/district/town/village chain.
 */
@Entity({ tableName: 'blade_region' })
@Index({ properties: ['parentCode'] })
export class Region extends BaseEntity {
  @Unique()
  @Property({ type: 'string', length: 12 })
  code!: string;

  /** Code of the parent; "0" above the country. */
  @Property({ type: 'string', length: 12 })
  parentCode!: string;

  /** Comma-joined codes from "0" down to the parent. */
  @Property({ type: 'string', length: 255 })
  ancestors!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'string', length: 12, nullable: true })
  provinceCode?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  provinceName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  cityCode?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  cityName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  districtCode?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  districtName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  townCode?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  townName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  villageCode?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  villageName?: string | null;

  @Property({ type: 'integer', default: 0 })
  regionLevel: Opt<number> = 0;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}

/** The level columns of a region chain, by level. */
export const LEVEL_COLUMNS = {
  1: { code: 'provinceCode', name: 'provinceName' },
  2: { code: 'cityCode', name: 'cityName' },
  3: { code: 'districtCode', name: 'districtName' },
  4: { code: 'townCode', name: 'townName' },
  5: { code: 'villageCode', name: 'villageName' },
} as const;

export type RegionLevel = keyof typeof LEVEL_COLUMNS;

export const COUNTRY_CODE = '00';
export const TOP_PARENT_CODE = '0';
export const DEEPEST_LEVEL = 5;

export function levelColumns(level: number): (typeof LEVEL_COLUMNS)[RegionLevel] | undefined {
  return level >= 1 && level <= DEEPEST_LEVEL ? LEVEL_COLUMNS[level as RegionLevel] : undefined;
}
