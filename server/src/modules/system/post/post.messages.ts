/** Error messages of posts (zh-CN and en), registered by app/messages.ts. */
export const POST_MESSAGES = {
  'post.codeRequired': { 'zh-CN': '请输入岗位编号', en: 'Please enter the post code' },
  'post.nameRequired': { 'zh-CN': '请输入岗位名称', en: 'Please enter the post name' },
  'post.categoryRequired': { 'zh-CN': '请选择岗位类型', en: 'Please select the post type' },
  'post.codeExists': { 'zh-CN': '岗位编号已存在: {code}', en: 'The post code already exists: {code}' },
} as const;
