/** Error messages of notices (zh-CN and en), registered by app/messages.ts. */
export const NOTICE_MESSAGES = {
  'notice.titleRequired': { 'zh-CN': '请输入通知标题', en: 'Please enter the notice title' },
  'notice.categoryRequired': { 'zh-CN': '请选择通知类型', en: 'Please select the notice category' },
  'notice.contentRequired': { 'zh-CN': '请输入通知内容', en: 'Please enter the notice content' },
} as const;
