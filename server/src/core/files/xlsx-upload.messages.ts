/** Messages of the spreadsheet upload check (core/files), shared by every import; the keys keep their legacy user.* names. */
export const XLSX_UPLOAD_MESSAGES = {
  'user.importFileMissing': { 'zh-CN': '请上传 Excel 文件', en: 'Please upload an Excel file' },
  'user.importFileType': { 'zh-CN': '只能导入 xlsx 格式的文件', en: 'Only .xlsx workbooks can be imported' },
  'user.importTooLarge': { 'zh-CN': '文件不能超过 {max} MB', en: 'The file must not exceed {max} MB' },
  'user.importUnreadable': { 'zh-CN': '无法读取该 Excel 文件', en: 'The file is not a readable Excel workbook' },
  'user.importTooManyRows': { 'zh-CN': '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'user.importEmpty': { 'zh-CN': '文件中没有数据', en: 'The file contains no rows' },
} as const;
