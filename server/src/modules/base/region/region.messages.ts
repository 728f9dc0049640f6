/** Error messages of regions (zh-CN and en), registered by app/messages.ts. */
export const REGION_MESSAGES = {
  'region.codeRequired': { 'zh-CN': '请输入区划编号', en: 'Please enter the region code' },
  'region.codeFormat': { 'zh-CN': '区划编号只能是2到12位数字', en: 'The region code must be 2 to 12 digits' },
  'region.codePrefix': {
    'zh-CN': '区划编号须以上级区划编号开头: {parentCode}',
    en: 'The region code must start with the parent code: {parentCode}',
  },
  'region.nameRequired': { 'zh-CN': '请输入区划名称', en: 'Please enter the region name' },
  'region.parentRequired': { 'zh-CN': '请选择上级区划', en: 'Please select the parent region' },
  'region.parentMissing': { 'zh-CN': '上级区划不存在: {parentCode}', en: 'The parent region does not exist: {parentCode}' },
  'region.tooDeep': { 'zh-CN': '村级区划下不能再添加下级', en: 'A village cannot have subdivisions' },
  'region.parentFixed': { 'zh-CN': '上级区划不可修改', en: 'The parent region cannot be changed' },
  'region.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the subdivisions first' },
  'region.platformOnly': {
    'zh-CN': '行政区划只能由平台管理员维护',
    en: 'Regions are maintained by the platform administrators only',
  },
} as const;
