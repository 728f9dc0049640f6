/** Error messages of code generation records (zh-CN and en), registered by app/messages.ts. */
export const CODE_MESSAGES = {
  'code.nameRequired': { 'zh-CN': '请输入模块名称', en: 'Please enter the module name' },
  'code.identifierInvalid': {
    'zh-CN': '服务名、包名、表名、前缀和字段名只能包含字母、数字、下划线、点和连字符，并以字母开头',
    en: 'Service, package, table, prefix and column names must start with a letter and hold only letters, digits, _, . and -',
  },
  'code.pathInvalid': {
    'zh-CN': '输出目录须为相对路径（字母、数字、._-/），不能含 ..、反斜杠或以 / 开头',
    en: 'Output folders must be relative paths (letters, digits, ._-/) without .., backslashes or a leading /',
  },
  'code.templateInvalid': { 'zh-CN': '模板须为 crud、tree 或 sub', en: 'The template must be crud, tree or sub' },
  'code.modeInvalid': { 'zh-CN': '选项只能是 1（否）或 2（是）', en: 'Options must be 1 (no) or 2 (yes)' },
  'code.modelUnknown': { 'zh-CN': '数据模型不存在', en: 'The data model does not exist' },
} as const;
