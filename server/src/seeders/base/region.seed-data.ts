import type { EntityManager } from '@mikro-orm/core';
import { COUNTRY_CODE, Region, TOP_PARENT_CODE } from '../../modules/base/region/region.entity';

/** The 34 provincial-level divisions of China with their 2-digit codes (GB/T 2260). */
export const PROVINCES: Array<[code: string, name: string]> = [
  ['11', '北京市'],
  ['12', '天津市'],
  ['13', '河北省'],
  ['14', '山西省'],
  ['15', '内蒙古自治区'],
  ['21', '辽宁省'],
  ['22', '吉林省'],
  ['23', '黑龙江省'],
  ['31', '上海市'],
  ['32', '江苏省'],
  ['33', '浙江省'],
  ['34', '安徽省'],
  ['35', '福建省'],
  ['36', '江西省'],
  ['37', '山东省'],
  ['41', '河南省'],
  ['42', '湖北省'],
  ['43', '湖南省'],
  ['44', '广东省'],
  ['45', '广西壮族自治区'],
  ['46', '海南省'],
  ['50', '重庆市'],
  ['51', '四川省'],
  ['52', '贵州省'],
  ['53', '云南省'],
  ['54', '西藏自治区'],
  ['61', '陕西省'],
  ['62', '甘肃省'],
  ['63', '青海省'],
  ['64', '宁夏回族自治区'],
  ['65', '新疆维吾尔自治区'],
  ['71', '台湾省'],
  ['81', '香港特别行政区'],
  ['82', '澳门特别行政区'],
];

/** Fixed ids derived from the code. */
export function regionSeedId(code: string): string {
  return (1920000000000000000n + BigInt(code)).toString();
}

/**
 * The country root "00" and its provinces. Regions are deleted for good, so this only runs while the
 * country is missing (a fresh installation) and then adds the codes not yet present: a province an
 * administrator deleted afterwards stays deleted.
 */
export async function seedRegions(em: EntityManager, audit: { createUser: string; createDept: string; updateUser: string }): Promise<void> {
  if (await em.findOne(Region, { code: COUNTRY_CODE }, { filters: { notDeleted: false } })) {
    return;
  }
  const present = new Set((await em.find(Region, {}, { filters: { notDeleted: false }, fields: ['code'] })).map((region) => region.code));
  const country = { code: COUNTRY_CODE, name: '中华人民共和国' };
  em.create(Region, {
    id: regionSeedId(COUNTRY_CODE),
    ...audit,
    ...country,
    parentCode: TOP_PARENT_CODE,
    ancestors: TOP_PARENT_CODE,
    regionLevel: 0,
    sort: 1,
  });
  PROVINCES.filter(([code]) => !present.has(code)).forEach(([code, name], index) => {
    em.create(Region, {
      id: regionSeedId(code),
      ...audit,
      code,
      name,
      parentCode: COUNTRY_CODE,
      ancestors: `${TOP_PARENT_CODE},${COUNTRY_CODE}`,
      provinceCode: code,
      provinceName: name,
      regionLevel: 1,
      sort: index + 1,
    });
  });
  await em.flush();
}
