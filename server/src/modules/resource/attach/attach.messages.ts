/** Messages of attachments, registered by app/messages.ts. */
export const ATTACH_MESSAGES = {
  'resource.attachAddByUpload': { 'zh-CN': '附件只能通过上传新增', en: 'Attachments are added by uploading a file' },
  'resource.attachNameInvalid': {
    'zh-CN': '附件名称须为 1~255 个字符，且不能包含路径分隔符',
    en: 'The attachment name must have 1 to 255 characters and no path separators',
  },
} as const;
