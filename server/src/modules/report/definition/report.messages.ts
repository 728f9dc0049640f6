/** Messages of report definitions and runs (zh-CN and en), registered by the report module's descriptor. */
export const REPORT_MESSAGES = {
  'report.codeRequired': { 'zh-CN': '请输入报表编码', en: 'Please enter the report code' },
  'report.codeInvalid': {
    'zh-CN': '报表编码只能包含字母、数字、- 和 _',
    en: 'The report code may contain only letters, digits, - and _',
  },
  'report.nameRequired': { 'zh-CN': '请输入报表名称', en: 'Please enter the report name' },
  'report.codeExists': { 'zh-CN': '报表编码已存在: {code}', en: 'The report code already exists: {code}' },
  'report.datasetUnknown': { 'zh-CN': '未知的数据集: {key}', en: 'Unknown dataset: {key}' },
  'report.sqlPlatformOnly': {
    'zh-CN': 'SQL 数据集只能由平台管理员使用',
    en: 'SQL datasets are for the platform administrator only',
  },
  'report.sqlRequired': { 'zh-CN': '请输入 SQL 语句', en: 'Please enter the SQL statement' },
  'report.sqlRefused': {
    'zh-CN': 'SQL 数据集只能是一条 SELECT 语句，且只能读取允许的表，不能包含注释',
    en: 'A SQL dataset must be one SELECT statement reading only allowed tables, without comments',
  },
  'report.paramsSchemaInvalid': { 'zh-CN': '参数定义格式不正确', en: 'The parameter definition is not valid' },
  'report.layoutInvalid': { 'zh-CN': '布局定义格式不正确', en: 'The layout definition is not valid' },
  'report.paramRequired': { 'zh-CN': '请填写参数: {name}', en: 'Please fill in the parameter: {name}' },
  'report.paramInvalid': { 'zh-CN': '参数值不正确: {name}', en: 'The parameter value is not valid: {name}' },
  'report.notPublished': { 'zh-CN': '报表尚未发布', en: 'The report is not published yet' },
  'report.timeout': { 'zh-CN': '报表运行超时', en: 'The report took too long to run' },
  'report.datasetFailed': { 'zh-CN': '报表数据集运行失败', en: 'The report dataset failed' },
  'report.exportedAt': { 'zh-CN': '导出时间 {time}，共 {rows} 行', en: 'Exported {time}, {rows} rows' },
  'report.truncatedNote': {
    'zh-CN': '结果已截断：只包含前 {rows} 行',
    en: 'The result was cut: only the first {rows} rows are included',
  },
  'report.idOrCode': { 'zh-CN': '请指定报表 ID 或编码', en: 'Please give the report id or code' },
} as const;
