/** Error messages of system dictionaries (zh-CN and en), registered by app/messages.ts. */
export const DICT_MESSAGES = {
  'dict.codeRequired': { 'zh-CN': '请输入字典编号', en: 'Please enter the dictionary code' },
  'dict.valueRequired': { 'zh-CN': '请输入字典名称', en: 'Please enter the dictionary name' },
  'dict.sortRequired': { 'zh-CN': '请输入字典排序', en: 'Please enter the dictionary sort order' },
  'dict.sealedRequired': { 'zh-CN': '请选择字典封存', en: 'Please choose whether the dictionary is sealed' },
  'dict.keyRequired': { 'zh-CN': '请输入字典键值', en: 'Please enter the dictionary key' },
  'dict.parentMissing': { 'zh-CN': '请选择上级字典', en: 'Please select the parent dictionary' },
  'dict.parentFixed': { 'zh-CN': '上级字典不可修改', en: 'The parent dictionary cannot be changed' },
  'dict.codeExists': { 'zh-CN': '字典编号已存在: {code}', en: 'The dictionary code already exists: {code}' },
  'dict.keyExists': { 'zh-CN': '当前字典键值已存在!', en: 'This dictionary key already exists: {key}' },
  'dict.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the child entries first' },
  'dict.platformOnly': {
    'zh-CN': '系统字典只能由平台管理员维护',
    en: 'System dictionaries are maintained by the platform administrators only',
  },
} as const;
