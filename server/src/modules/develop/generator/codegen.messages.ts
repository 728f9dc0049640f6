/** Messages of code generation (zh-CN and en), listed in the develop module's descriptor. */
export const CODEGEN_MESSAGES = {
  'codegen.disabled': {
    'zh-CN': '代码生成未开启（配置项 CODEGEN_ENABLED）',
    en: 'Code generation is switched off (setting CODEGEN_ENABLED)',
  },
  'codegen.moduleInvalid': {
    'zh-CN': '包名的最后一段须为小写字母开头的模块名: {name}',
    en: 'The last part of the package name must be a module name in lower case: {name}',
  },
  'codegen.serviceInvalid': {
    'zh-CN': '服务名须为小写字母、数字和连字符: {name}',
    en: 'The service name must be lower-case words joined by hyphens: {name}',
  },
  'codegen.tableInvalid': {
    'zh-CN': '表名或表前缀不是有效的标识符: {name}',
    en: 'The table name or prefix is not a valid identifier: {name}',
  },
  'codegen.baseModeRequired': {
    'zh-CN': '本系统生成的实体都带审计字段: 请选择基础业务模式',
    en: "This product's generated entities carry the audit columns: choose the base entity option",
  },
  'codegen.templateUnsupported': {
    'zh-CN': '暂只支持单表模板 (crud): {template}',
    en: 'Only the single-table template (crud) is supported: {template}',
  },
  'codegen.propertyInvalid': {
    'zh-CN': '字段 {name} 的属性名无效或重复: {property}',
    en: 'The property name of column {name} is invalid or used twice: {property}',
  },
  'codegen.dictInvalid': { 'zh-CN': '字段 {name} 的字典编码无效', en: 'The dictionary code of column {name} is invalid' },
  'codegen.noFields': {
    'zh-CN': '模型没有可生成的字段: 请先配置字段',
    en: 'The model has no columns to generate: set up its columns first',
  },
  'codegen.entityTaken': {
    'zh-CN': '本系统已有实体类 {name}: 请修改表前缀，使生成的类名不与之重名',
    en: 'This product already has the entity class {name}: change the table prefix so the generated class gets another name',
  },
  'codegen.pathConflict': {
    'zh-CN': '所选记录生成了同一路径的不同文件: {path}',
    en: 'The chosen records generate different files at the same path: {path}',
  },
} as const;
