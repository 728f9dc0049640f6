import { EXAM_ACCESS_MESSAGES } from './exam-access-messages';
import { LEGACY_REST_MESSAGES } from './legacy-rest-messages';
import { EXAM_ATTEMPT_MESSAGES } from './exam-attempt-messages';
import { EXAM_AUTHORING_MESSAGES } from './exam-authoring-messages';
import { EXAM_DELIVERY_MESSAGES } from './exam-delivery-messages';
import { EXAM_GRADING_MESSAGES } from './exam-grading-messages';
import { EXAM_PROCTOR_MESSAGES } from './exam-proctor-messages';
import { INPUT_BOUNDARY_MESSAGES } from './input-boundary-messages';
import { EXAM_TIMING_MESSAGES } from './exam-timing-messages';
import { EXAM_GRADING_PAPER_MESSAGES } from './exam-grading-paper-messages';
import { EXAM_TOOLS_MESSAGES } from './exam-tools-messages';
import { EXAM_AUTHORING_FLOW_MESSAGES } from './exam-authoring-flow-messages';

/** Server-side message catalogue: every AppError message key in Chinese (default) and English. */
export type Language = 'zh-CN' | 'en';

const catalogue = {
  'errors.unauthenticated': { 'zh-CN': '请求未授权', en: 'Not signed in or the session has expired' },
  'errors.forbidden': { 'zh-CN': '没有权限执行此操作', en: 'You are not allowed to do this' },
  'errors.notFound': { 'zh-CN': '数据不存在', en: 'The record does not exist' },
  'errors.validation': { 'zh-CN': '参数校验失败', en: 'Some values are not valid' },
  'errors.conflict': { 'zh-CN': '数据已存在', en: 'The record already exists' },
  'errors.rateLimited': { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'errors.internal': { 'zh-CN': '服务器异常', en: 'Internal server error' },
  'errors.paramMissing': { 'zh-CN': '缺少必要的请求参数: {name}', en: 'Missing required parameter: {name}' },
  'errors.paramType': { 'zh-CN': '请求参数格式错误: {name}', en: 'Parameter has the wrong format: {name}' },
  'errors.paramTooLong': { 'zh-CN': '参数过长: {name}', en: 'Parameter is too long: {name}' },
  'errors.pathNotFound': { 'zh-CN': '系统未知异常[HttpStatus]:404', en: 'Unknown path [HttpStatus]:404' },
  'errors.bodyMissing': { 'zh-CN': '消息不能读取', en: 'The request body is missing or not JSON' },
  'errors.sortField': { 'zh-CN': '不支持按该字段排序: {name}', en: 'Cannot sort by this field: {name}' },
  'errors.required': { 'zh-CN': '{name}不能为空', en: '{name} is required' },
  'auth.badCredentials': { 'zh-CN': '用户名或密码不正确', en: 'Wrong account or password' },
  'auth.accountLocked': {
    'zh-CN': '登录错误次数过多,请稍后再试',
    en: 'Too many failed logins, please try again later',
  },
  'auth.passwordWrong': { 'zh-CN': '密码不正确', en: 'Wrong password' },
  'auth.captchaInvalid': { 'zh-CN': '验证码不正确', en: 'The captcha is not correct' },
  'auth.tenantNotFound': { 'zh-CN': '未获得用户的租户信息', en: 'Unknown tenant' },
  'auth.tenantExpired': {
    'zh-CN': '租户授权已过期,请联系管理员',
    en: 'The tenant licence has expired, please contact the administrator',
  },
  'auth.noRole': { 'zh-CN': '未获得用户的角色信息', en: 'The user has no role' },
  'auth.tokenInvalid': { 'zh-CN': '令牌无效或已过期', en: 'The token is invalid or has expired' },
  'auth.refreshReused': {
    'zh-CN': '刷新令牌已被使用，会话已失效，请重新登录',
    en: 'The refresh token was already used; the session was ended, please sign in again',
  },
  'auth.grantNotConfigured': {
    'zh-CN': '登录方式 {grantType} 未配置',
    en: 'The {grantType} login is not configured',
  },
  'auth.grantUnknown': { 'zh-CN': 'no grantType was found', en: 'no grantType was found' },
  'auth.clientInvalid': {
    'zh-CN': '客户端认证失败，请检查请求头参数',
    en: 'client authentication failed, please check the header parameters',
  },
  'errors.selectOne': { 'zh-CN': '请至少选择一条数据', en: 'Select at least one record' },
  'notice.titleRequired': { 'zh-CN': '请输入通知标题', en: 'Please enter the notice title' },
  'notice.categoryRequired': { 'zh-CN': '请选择通知类型', en: 'Please select the notice category' },
  'notice.contentRequired': { 'zh-CN': '请输入通知内容', en: 'Please enter the notice content' },
  'region.codeRequired': { 'zh-CN': '请输入区划编号', en: 'Please enter the region code' },
  'region.codeFormat': { 'zh-CN': '区划编号只能是2到12位数字', en: 'The region code must be 2 to 12 digits' },
  'region.codePrefix': { 'zh-CN': '区划编号须以上级区划编号开头: {parentCode}', en: 'The region code must start with the parent code: {parentCode}' },
  'region.nameRequired': { 'zh-CN': '请输入区划名称', en: 'Please enter the region name' },
  'region.parentRequired': { 'zh-CN': '请选择上级区划', en: 'Please select the parent region' },
  'region.parentMissing': { 'zh-CN': '上级区划不存在: {parentCode}', en: 'The parent region does not exist: {parentCode}' },
  'region.tooDeep': { 'zh-CN': '村级区划下不能再添加下级', en: 'A village cannot have subdivisions' },
  'region.parentFixed': { 'zh-CN': '上级区划不可修改', en: 'The parent region cannot be changed' },
  'region.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the subdivisions first' },
  'region.platformOnly': {
    'zh-CN': '行政区划只能由平台管理员维护',
    en: 'Regions are maintained by the platform administrators only',
  },
  'dict.codeRequired': { 'zh-CN': '请输入字典编号', en: 'Please enter the dictionary code' },
  'dict.valueRequired': { 'zh-CN': '请输入字典名称', en: 'Please enter the dictionary name' },
  'dict.sortRequired': { 'zh-CN': '请输入字典排序', en: 'Please enter the dictionary sort order' },
  'dict.sealedRequired': { 'zh-CN': '请选择字典封存', en: 'Please choose whether the dictionary is sealed' },
  'dict.keyRequired': { 'zh-CN': '请输入字典键值', en: 'Please enter the dictionary key' },
  'dict.parentMissing': { 'zh-CN': '请选择上级字典', en: 'Please select the parent dictionary' },
  'dict.parentFixed': { 'zh-CN': '上级字典不可修改', en: 'The parent dictionary cannot be changed' },
  'dict.codeExists': { 'zh-CN': '字典编号已存在: {code}', en: 'The dictionary code already exists: {code}' },
  'dict.keyExists': { 'zh-CN': '当前字典键值已存在!', en: 'This dictionary key already exists: {key}' },
  'dict.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the child entries first' },
  'dict.platformOnly': {
    'zh-CN': '系统字典只能由平台管理员维护',
    en: 'System dictionaries are maintained by the platform administrators only',
  },
  'param.nameRequired': { 'zh-CN': '请输入参数名称', en: 'Please enter the parameter name' },
  'param.keyRequired': { 'zh-CN': '请输入参数键名', en: 'Please enter the parameter key' },
  'param.valueRequired': { 'zh-CN': '请输入参数键值', en: 'Please enter the parameter value' },
  'param.keyExists': { 'zh-CN': '参数键名已存在: {key}', en: 'The parameter key already exists: {key}' },
  'param.platformOnly': {
    'zh-CN': '系统参数只能由平台管理员维护',
    en: 'System parameters are maintained by the platform administrators only',
  },
  'errors.parentNotFound': { 'zh-CN': '父节点不存在', en: 'The parent does not exist' },
  'errors.parentSelf': { 'zh-CN': '父节点不可选择自身!', en: 'A node cannot be its own parent' },
  'errors.parentDescendant': { 'zh-CN': '父节点不可选择自身的下级节点!', en: 'A node cannot be moved under one of its own children' },
  'errors.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the child nodes first' },
  'errors.dictUnknown': { 'zh-CN': '{name}不是有效的选项', en: '{name} is not a valid choice' },
  'dept.nameRequired': { 'zh-CN': '请输入机构名称', en: 'Please enter the department name' },
  'dept.fullNameRequired': { 'zh-CN': '请输入机构全称', en: 'Please enter the full department name' },
  'dept.categoryRequired': { 'zh-CN': '请选择机构类型', en: 'Please select the department type' },
  'dept.sortRequired': { 'zh-CN': '请输入排序', en: 'Please enter the sort order' },
  'post.codeRequired': { 'zh-CN': '请输入岗位编号', en: 'Please enter the post code' },
  'post.nameRequired': { 'zh-CN': '请输入岗位名称', en: 'Please enter the post name' },
  'post.categoryRequired': { 'zh-CN': '请选择岗位类型', en: 'Please select the post type' },
  'post.codeExists': { 'zh-CN': '岗位编号已存在: {code}', en: 'The post code already exists: {code}' },
  'role.nameRequired': { 'zh-CN': '请输入角色名称', en: 'Please enter the role name' },
  'role.aliasRequired': { 'zh-CN': '请输入角色别名', en: 'Please enter the role alias' },
  'role.createAdministrator': { 'zh-CN': '无权限创建超管角色！', en: 'You may not create a super administrator role' },
  'role.changeAdministrator': { 'zh-CN': '无权修改超管角色!', en: 'You may not change a super administrator role' },
  'role.grantAdministrator': { 'zh-CN': '无权配置超管角色!', en: 'You may not configure a super administrator role' },
  'role.grantAdmin': { 'zh-CN': '无权配置管理员角色!', en: 'You may not configure an administrator role' },
  'role.grantNotHeld': { 'zh-CN': '不能授予自己没有的权限', en: 'You cannot grant permissions you do not hold' },
  'role.grantNoRole': { 'zh-CN': '请选择角色', en: 'Please select a role' },
  'menu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'menu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'menu.categoryRequired': { 'zh-CN': '请选择菜单类型', en: 'Please select the menu type' },
  'menu.exists': { 'zh-CN': '菜单名或编号已存在!', en: 'A menu with this name or code already exists' },
  'menu.parentNotMenu': { 'zh-CN': '父节点只可选择菜单类型!', en: 'The parent must be a menu, not a button' },
  'menu.platformOnly': { 'zh-CN': '菜单只能由平台管理员维护', en: 'Menus are maintained by the platform administrators only' },
  'menu.notMenu': { 'zh-CN': '只能选择菜单类型', en: 'Only menus (not buttons) can be selected' },
  'topMenu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'topMenu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'topMenu.grantNone': { 'zh-CN': '请选择顶部菜单', en: 'Please select a top menu' },
  'scope.nameRequired': { 'zh-CN': '请输入权限名称', en: 'Please enter the scope name' },
  'scope.resourceCodeRequired': { 'zh-CN': '请输入权限编号', en: 'Please enter the resource code' },
  'scope.typeRequired': { 'zh-CN': '请选择权限类型', en: 'Please select the scope type' },
  'scope.pathRequired': { 'zh-CN': '请输入权限路径', en: 'Please enter the scope path' },
  'scope.menuRequired': { 'zh-CN': '请选择菜单', en: 'Please select a menu' },
  'scope.columnInvalid': {
    'zh-CN': '权限字段只能是 create_user、create_dept 或 update_user',
    en: 'The scope column must be create_user, create_dept or update_user',
  },
  'scope.customInvalid': {
    'zh-CN': '自定义规则格式为: 字段 运算符 ${变量}，例如 create_dept in ${deptIds}',
    en: 'A custom rule reads: column operator ${placeholder}, e.g. create_dept in ${deptIds}',
  },
  'scope.platformOnly': {
    'zh-CN': '权限规则只能由平台管理员维护',
    en: 'Scope rules are maintained by the platform administrators only',
  },
  'log.methodInvalid': { 'zh-CN': '请求方法格式错误', en: 'The HTTP method is not valid' },
  'log.clientTooMany': { 'zh-CN': '一次最多上传50条错误日志', en: 'At most 50 error log entries can be uploaded at once' },
  'log.clientFieldTooLong': { 'zh-CN': '错误日志内容过长: {name}', en: 'The error log entry is too long: {name}' },
  'oss.fileTypeNotAllowed': { 'zh-CN': '不支持的文件类型，仅允许: {types}', en: 'This file type is not allowed; allowed: {types}' },
  'oss.fileContentMismatch': { 'zh-CN': '文件内容与扩展名 {extension} 不符', en: 'The file content does not match its extension {extension}' },
  'oss.fileTooLarge': { 'zh-CN': '文件大小不能超过 {max} MB', en: 'The file must not be larger than {max} MB' },
  'oss.fileMissing': { 'zh-CN': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'oss.codeRequired': { 'zh-CN': '请输入资源编号', en: 'Please enter the resource code' },
  'oss.codeExists': { 'zh-CN': '当前资源编号已存在!', en: 'The resource code already exists' },
  'oss.categoryInvalid': { 'zh-CN': '请选择存储类型', en: 'Please choose the storage type' },
  'oss.s3FieldsRequired': { 'zh-CN': 'S3 存储需要填写 {name}', en: 'S3 storage needs {name}' },
  'oss.bucketInvalid': { 'zh-CN': '存储桶名称格式错误', en: 'The bucket name is not valid' },
  'oss.storageUnavailable': { 'zh-CN': '文件存储不可用，请稍后再试', en: 'The file storage is not available, please try again later' },
  'user.unlockNone': { 'zh-CN': '请至少选择一个用户', en: 'Select at least one user' },
  'platform.administratorOnly': {
    'zh-CN': '只有平台管理员可以执行此操作',
    en: 'Only the platform administrators may do this',
  },
  'tenant.nameRequired': { 'zh-CN': '请输入租户名称', en: 'Please enter the tenant name' },
  'tenant.linkmanRequired': { 'zh-CN': '请输入联系人', en: 'Please enter the contact person' },
  'tenant.domainExists': { 'zh-CN': '域名已被其他租户使用: {domain}', en: 'The domain is already used by another tenant: {domain}' },
  'tenant.removePlatform': { 'zh-CN': '不可删除管理租户!', en: 'The platform tenant cannot be deleted' },
  'tenant.quotaExceeded': { 'zh-CN': '当前租户已到最大账号额度!', en: 'The tenant has reached its account quota' },
  'tenant.noFreeId': { 'zh-CN': '无法分配租户编号，请重试', en: 'No free tenant id was found, please try again' },
  'tenant.accountNumberInvalid': { 'zh-CN': '账号额度必须是 -1 或正整数', en: 'The account quota must be -1 or a positive number' },
  'tenant.platformDatasource': { 'zh-CN': '管理租户不可绑定数据源', en: 'The platform tenant cannot be bound to a datasource' },
  'tenant.menuCodeUnknown': { 'zh-CN': '默认菜单不存在，请检查参数 tenant.default.menuCode', en: 'No default menu was found, check the parameter tenant.default.menuCode' },
  'tenantPackage.nameRequired': { 'zh-CN': '请输入产品包名称', en: 'Please enter package name' },
  'tenantPackage.menuRequired': { 'zh-CN': '请选择菜单', en: 'Please select menu' },
  'tenantPackage.menuUnknown': { 'zh-CN': '菜单不存在: {id}', en: 'The menu does not exist: {id}' },
  'tenantPackage.inUse': { 'zh-CN': '产品包正被租户使用: {tenants}', en: 'The package is used by tenants: {tenants}' },
  'client.clientIdRequired': { 'zh-CN': '请输入客户端id', en: 'Please enter the client id' },
  'client.clientIdFormat': { 'zh-CN': '客户端id只能包含字母、数字、下划线和短横线', en: 'The client id may contain letters, digits, _ and - only' },
  'client.secretLength': { 'zh-CN': '客户端密钥长度必须在 8 到 128 之间', en: 'The client secret must have 8 to 128 characters' },
  'client.grantTypesRequired': { 'zh-CN': '请选择授权类型', en: 'Please select the grant types' },
  'client.grantTypeInvalid': {
    'zh-CN': '不支持的授权类型（可用 password、refresh_token、captcha、authorization_code、social）',
    en: 'Unsupported grant type (use password, refresh_token, captcha, authorization_code or social)',
  },
  'client.validityInvalid': { 'zh-CN': '令牌有效期必须在 60 秒到 1 年之间', en: 'Token validity must be between 60 seconds and one year' },
  'client.clientIdExists': { 'zh-CN': '客户端id已存在: {clientId}', en: 'The client id already exists: {clientId}' },
  'client.webClientRequired': { 'zh-CN': '不可删除网页端使用的客户端: {clientId}', en: 'The client used by the web app cannot be deleted: {clientId}' },
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
  'user.accountRequired': { 'zh-CN': '请输入登录账号', en: 'Please enter the account' },
  'user.accountFormat': { 'zh-CN': '账号只能包含字母、数字、下划线、点、@和减号', en: 'The account may contain letters, digits, _ . @ and - only' },
  'user.accountExists': { 'zh-CN': '当前用户 [{account}] 已存在!', en: 'The user [{account}] already exists!' },
  'user.quotaExceeded': { 'zh-CN': '当前租户已到最大账号额度!', en: 'The tenant has reached its maximum number of accounts!' },
  'user.passwordRequired': { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  'user.passwordLength': { 'zh-CN': '密码长度需为6到64位', en: 'The password must have 6 to 64 characters' },
  'user.passwordMismatch': { 'zh-CN': '两次密码输入不一致', en: 'The two passwords do not match' },
  'user.roleRequired': { 'zh-CN': '请选择所属角色', en: 'Please select a role' },
  'user.deptRequired': { 'zh-CN': '请选择所属部门', en: 'Please select a department' },
  'user.roleInvalid': { 'zh-CN': '角色不存在: {name}', en: 'No such role in this tenant: {name}' },
  'user.deptInvalid': { 'zh-CN': '部门不存在: {name}', en: 'No such department in this tenant: {name}' },
  'user.postInvalid': { 'zh-CN': '岗位不存在: {name}', en: 'No such post in this tenant: {name}' },
  'user.userTypeInvalid': { 'zh-CN': '用户平台不正确', en: 'The user platform must be 1 (web), 2 (app) or 3 (other)' },
  'user.sexInvalid': { 'zh-CN': '性别不正确', en: 'The sex must be 1, 2 or 3' },
  'user.phoneRequired': { 'zh-CN': '手机号不能为空', en: 'Please enter the phone number' },
  'user.phoneLength': { 'zh-CN': '手机号长度不为11位', en: 'The phone number must have 11 digits' },
  'user.phoneFormat': { 'zh-CN': '手机号格式不正确', en: 'The phone number is not a valid mobile number' },
  'user.emailFormat': { 'zh-CN': '邮箱格式不正确', en: 'The e-mail address is not valid' },
  'user.avatarFormat': { 'zh-CN': '头像地址不正确', en: 'The avatar must be an http(s) or site-relative address' },
  'user.avatarInvalid': { 'zh-CN': '头像必须是您本人上传的图片', en: 'The avatar must be an image you uploaded' },
  'user.avatarRule': { 'zh-CN': '上传头像图片只能是 JPG/PNG 格式，且大小不能超过 500KB', en: 'The avatar must be a JPG or PNG image of at most 500 KB' },
  'user.dateFormat': { 'zh-CN': '日期格式不正确: {name}', en: 'The date is not valid: {name}' },
  'user.removeSelf': { 'zh-CN': '不能删除本账号!', en: 'You cannot delete your own account!' },
  'user.oldPasswordWrong': { 'zh-CN': '原密码不正确!', en: 'The old password is not correct!' },
  'user.confirmPasswordWrong': { 'zh-CN': '请输入正确的确认密码!', en: 'The confirmation does not match the new password!' },
  'user.registerClosed': { 'zh-CN': '注册功能未开启', en: 'Registration is closed' },
  'user.tenantInvalid': { 'zh-CN': '租户信息错误!', en: 'Unknown tenant!' },
  'user.oauthInvalid': { 'zh-CN': '第三方登陆信息错误!', en: 'The third-party login information is not valid!' },
  'user.extTooLong': { 'zh-CN': '扩展信息过长', en: 'The extension data is too long' },
  'user.importFileMissing': { 'zh-CN': '请上传 Excel 文件', en: 'Please upload an Excel file' },
  'user.importFileType': { 'zh-CN': '只能导入 xlsx 格式的文件', en: 'Only .xlsx workbooks can be imported' },
  'user.importTooLarge': { 'zh-CN': '文件不能超过 {max} MB', en: 'The file must not exceed {max} MB' },
  'user.importUnreadable': { 'zh-CN': '无法读取该 Excel 文件', en: 'The file is not a readable Excel workbook' },
  'user.importTooManyRows': { 'zh-CN': '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'user.importHeader': { 'zh-CN': '表头不正确，请使用导入模板', en: 'The header row is not valid; please use the import template' },
  'user.importEmpty': { 'zh-CN': '文件中没有数据', en: 'The file contains no rows' },
  'user.importFailed': { 'zh-CN': '导入失败，共 {count} 处错误', en: 'Import failed: {count} problems found, nothing was imported' },
  'user.importDuplicate': { 'zh-CN': '账号在文件中重复: {account}', en: 'The account appears more than once in the file: {account}' },
  'user.importExists': { 'zh-CN': '账号已存在: {account}（未选择覆盖）', en: 'The account already exists: {account} (overwrite not chosen)' },
  'user.importAmbiguous': { 'zh-CN': '名称不唯一: {name}', en: 'More than one entry has this name: {name}' },
  'user.importTooLong': { 'zh-CN': '内容过长', en: 'The value is too long' },
  'auth.accountPending': { 'zh-CN': '账号正在等待管理员审核', en: 'Your registration is awaiting administrator approval' },
  ...EXAM_AUTHORING_MESSAGES,
  ...EXAM_DELIVERY_MESSAGES,
  ...EXAM_ATTEMPT_MESSAGES,
  ...EXAM_ACCESS_MESSAGES,
  ...LEGACY_REST_MESSAGES,
  ...EXAM_GRADING_MESSAGES,
  ...EXAM_PROCTOR_MESSAGES,
  ...INPUT_BOUNDARY_MESSAGES,
  ...EXAM_TIMING_MESSAGES,
  ...EXAM_GRADING_PAPER_MESSAGES,
  ...EXAM_TOOLS_MESSAGES,
  ...EXAM_AUTHORING_FLOW_MESSAGES,
} as const;

export type MessageKey = keyof typeof catalogue;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, value);
}

/** Picks zh-CN unless the Accept-Language header prefers English. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) {
    return 'zh-CN';
  }
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-CN';
}

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = catalogue[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
