/** Error messages of datasources (zh-CN and en), registered by app/messages.ts. */
export const DATASOURCE_MESSAGES = {
  'datasource.nameRequired': { 'zh-CN': '请输入数据源名称', en: 'Please enter the datasource name' },
  'datasource.driverInvalid': {
    'zh-CN': '不支持的驱动类（可用 com.mysql.cj.jdbc.Driver、org.mariadb.jdbc.Driver、org.sqlite.JDBC）',
    en: 'Unsupported driver class (use com.mysql.cj.jdbc.Driver, org.mariadb.jdbc.Driver or org.sqlite.JDBC)',
  },
  'datasource.urlRequired': { 'zh-CN': '请输入连接地址', en: 'Please enter the connection URL' },
  'datasource.urlInvalid': {
    'zh-CN': '连接地址格式不正确（jdbc:mysql://主机:端口/数据库 或 jdbc:sqlite:文件名.db）',
    en: 'The connection URL is not valid (jdbc:mysql://host:port/database or jdbc:sqlite:file.db)',
  },
  'datasource.inUse': { 'zh-CN': '数据源正被租户使用: {tenants}', en: 'The datasource is used by tenants: {tenants}' },
  'datasource.connectFailed': { 'zh-CN': '数据源连接失败: {reason}', en: 'Cannot connect to the datasource: {reason}' },
  'datasource.passwordUnreadable': {
    'zh-CN': '数据源密码无法解密，请重新输入密码',
    en: 'The stored datasource password cannot be decrypted, please enter it again',
  },
  'datasource.builtIn': {
    'zh-CN': '内置数据源（本系统数据库）不能修改或删除',
    en: "The built-in datasource (this product's database) cannot be changed or removed",
  },
} as const;
