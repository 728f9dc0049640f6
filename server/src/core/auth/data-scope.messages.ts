/** Messages of the data-scope rule syntax (core/auth/data-scope.ts). */
export const DATA_SCOPE_RULE_MESSAGES = {
  'scope.columnInvalid': {
    'zh-CN': '权限字段只能是 create_user、create_dept 或 update_user',
    en: 'The scope column must be create_user, create_dept or update_user',
  },
  'scope.customInvalid': {
    'zh-CN': '自定义规则格式为: 字段 运算符 ${变量}，例如 create_dept in ${deptIds}',
    en: 'A custom rule reads: column operator ${placeholder}, e.g. create_dept in ${deptIds}',
  },
} as const;
