/** GraphQL operations of the legacy /blade-system/region paths. */
const REGION_FIELDS =
  'code parentCode ancestors name provinceCode provinceName cityCode cityName districtCode districtName townCode townName villageCode villageName regionLevel sort remark';

export const LEGACY_REGION_LAZY_TREE = `query LegacyRegionLazyTree($parentCode: String, $filter: RegionFilter) { regionChildren(parentCode: $parentCode, filter: $filter) { code parentCode name hasChildren } }`;

export const LEGACY_REGION_LAZY_LIST = `query LegacyRegionLazyList($parentCode: String, $filter: RegionFilter) { regionChildren(parentCode: $parentCode, filter: $filter) { ${REGION_FIELDS} parentName hasChildren } }`;

export const LEGACY_REGION_LIST = `query LegacyRegionList($filter: RegionFilter, $page: PageInput) { regions(filter: $filter, page: $page) { records { ${REGION_FIELDS} } total size current pages } }`;

export const LEGACY_REGION_DETAIL = `query LegacyRegionDetail($code: String!) { region(code: $code) { ${REGION_FIELDS} parentName hasChildren } }`;

export const LEGACY_REGION_SELECT = `query LegacyRegionSelect($parentCode: String!) { regionOptions(parentCode: $parentCode) { ${REGION_FIELDS} } }`;

export const LEGACY_REGION_SUBMIT = 'mutation LegacyRegionSubmit($input: RegionInput!) { submitRegion(input: $input) { code } }';

export const LEGACY_REGION_REMOVE = 'mutation LegacyRegionRemove($code: String!) { removeRegion(code: $code) }';
