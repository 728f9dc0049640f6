import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import type { Region } from './region.entity';

@ObjectType('Region', { description: 'An administrative division (global), identified by its code.' })
export class RegionView {
  @Field(() => ID, { description: 'Row id (snowflake); legacy clients use the code instead.' })
  id!: string;

  @Field({ description: 'Region code, e.g. 11 (province), 1101 (city), 110101 (district).' })
  code!: string;

  @Field({ description: 'Code of the parent ("0" above the country "00").' })
  parentCode!: string;

  @Field({ description: 'Comma-joined codes from "0" down to the parent.' })
  ancestors!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Province code of the chain.' })
  provinceCode!: string | null;

  @Field(() => String, { nullable: true, description: 'Province name of the chain.' })
  provinceName!: string | null;

  @Field(() => String, { nullable: true, description: 'City code of the chain.' })
  cityCode!: string | null;

  @Field(() => String, { nullable: true, description: 'City name of the chain.' })
  cityName!: string | null;

  @Field(() => String, { nullable: true, description: 'District code of the chain.' })
  districtCode!: string | null;

  @Field(() => String, { nullable: true, description: 'District name of the chain.' })
  districtName!: string | null;

  @Field(() => String, { nullable: true, description: 'Town code of the chain.' })
  townCode!: string | null;

  @Field(() => String, { nullable: true, description: 'Town name of the chain.' })
  townName!: string | null;

  @Field(() => String, { nullable: true, description: 'Village code of the chain.' })
  villageCode!: string | null;

  @Field(() => String, { nullable: true, description: 'Village name of the chain.' })
  villageName!: string | null;

  @Field(() => Int, { description: 'Level (dictionary region): 0 country, 1 province, 2 city, 3 district, 4 town, 5 village.' })
  regionLevel!: number;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  remark!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the parent (on detail and child lists).' })
  parentName!: string | null;

  @Field({ description: 'Whether it has subdivisions (on child lists; false elsewhere).' })
  hasChildren!: boolean;
}

export const RegionPage = createPageType(RegionView, 'RegionPage');
export type RegionPage = InstanceType<typeof RegionPage>;

export function toRegionView(region: Region, extra: { parentName?: string | null; hasChildren?: boolean } = {}): RegionView {
  return {
    id: region.id,
    code: region.code,
    parentCode: region.parentCode,
    ancestors: region.ancestors,
    name: region.name,
    provinceCode: region.provinceCode ?? null,
    provinceName: region.provinceName ?? null,
    cityCode: region.cityCode ?? null,
    cityName: region.cityName ?? null,
    districtCode: region.districtCode ?? null,
    districtName: region.districtName ?? null,
    townCode: region.townCode ?? null,
    townName: region.townName ?? null,
    villageCode: region.villageCode ?? null,
    villageName: region.villageName ?? null,
    regionLevel: region.regionLevel,
    sort: region.sort,
    remark: region.remark ?? null,
    parentName: extra.parentName ?? null,
    hasChildren: extra.hasChildren ?? false,
  };
}
