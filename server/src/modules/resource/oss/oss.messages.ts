/** Error messages of object storage and uploads (zh-CN and en), registered by app/messages.ts. */
export const OSS_MESSAGES = {
  'oss.fileTypeNotAllowed': { 'zh-CN': '不支持的文件类型，仅允许: {types}', en: 'This file type is not allowed; allowed: {types}' },
  'oss.fileContentMismatch': {
    'zh-CN': '文件内容与扩展名 {extension} 不符',
    en: 'The file content does not match its extension {extension}',
  },
  'oss.fileTooLarge': { 'zh-CN': '文件大小不能超过 {max} MB', en: 'The file must not be larger than {max} MB' },
  'oss.fileMissing': { 'zh-CN': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'oss.codeRequired': { 'zh-CN': '请输入资源编号', en: 'Please enter the resource code' },
  'oss.codeExists': { 'zh-CN': '当前资源编号已存在!', en: 'The resource code already exists' },
  'oss.categoryInvalid': { 'zh-CN': '请选择存储类型', en: 'Please choose the storage type' },
  'oss.s3FieldsRequired': { 'zh-CN': 'S3 存储需要填写 {name}', en: 'S3 storage needs {name}' },
  'oss.bucketInvalid': { 'zh-CN': '存储桶名称格式错误', en: 'The bucket name is not valid' },
  'oss.storageUnavailable': { 'zh-CN': '文件存储不可用，请稍后再试', en: 'The file storage is not available, please try again later' },
} as const;
