/** Error messages of models and prototypes (zh-CN and en), registered by app/messages.ts. */
export const MODEL_MESSAGES = {
  'model.nameRequired': { 'zh-CN': '请输入模型名称', en: 'Please enter the model name' },
  'model.codeInvalid': {
    'zh-CN': '模型编号须以字母开头，只含字母、数字和下划线',
    en: 'The model code must start with a letter and hold only letters, digits and underscores',
  },
  'model.classInvalid': {
    'zh-CN': '实体类名须以大写字母开头，只含字母和数字',
    en: 'The entity class name must start with a capital letter and hold only letters and digits',
  },
  'model.tableUnknown': { 'zh-CN': '数据源中没有这张表: {table}', en: 'The datasource has no table named {table}' },
  'model.tableOrModelRequired': { 'zh-CN': '请选择数据表或模型', en: 'Please choose a table or a model' },
  'model.datasourceUnknown': { 'zh-CN': '数据源不存在', en: 'The datasource does not exist' },
  'model.prototypeModelMismatch': {
    'zh-CN': '字段配置须属于同一个已有模型',
    en: 'The field settings must all belong to one existing model',
  },
  'model.prototypeNameInvalid': {
    'zh-CN': '字段名和属性名须以字母或下划线开头，只含字母、数字和下划线',
    en: 'Column and property names must start with a letter or underscore and hold only letters, digits and underscores',
  },
  'model.prototypeOptionInvalid': {
    'zh-CN': '字段配置的类型、组件或查询方式不在可选范围内',
    en: 'A type, component or search operator of the field settings is not one of the choices',
  },
  'model.dictCodeInvalid': {
    'zh-CN': '字典编号只能包含字母、数字、下划线和连字符',
    en: 'A dictionary code may hold only letters, digits, underscores and hyphens',
  },
} as const;
