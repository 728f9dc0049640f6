/** Error messages of departments (zh-CN and en), registered by app/messages.ts. */
export const DEPT_MESSAGES = {
  'dept.nameRequired': { 'zh-CN': '请输入机构名称', en: 'Please enter the department name' },
  'dept.fullNameRequired': { 'zh-CN': '请输入机构全称', en: 'Please enter the full department name' },
  'dept.categoryRequired': { 'zh-CN': '请选择机构类型', en: 'Please select the department type' },
  'dept.sortRequired': { 'zh-CN': '请输入排序', en: 'Please enter the sort order' },
} as const;
