/** Messages of the workflow administration (models, manager, follow), zh-CN and en (legacy texts where the contract has them). */
export const WORKFLOW_ADMIN_MESSAGES = {
  'workflowAdmin.modelNotFound': { 'zh-CN': '未找到模型 id: {id}', en: 'No model was found with id {id}' },
  'workflowAdmin.modelKeyExists': { 'zh-CN': '模型标识已存在: {key}', en: 'A model with the key {key} already exists' },
  'workflowAdmin.nameRequired': { 'zh-CN': '请输入模型名称', en: 'Please enter the model name' },
  'workflowAdmin.modelKeyRequired': { 'zh-CN': '请输入模型标识', en: 'Please enter the model key' },
  'workflowAdmin.modelKeyInvalid': {
    'zh-CN': '模型标识只能包含字母、数字、下划线和短横线，并以字母或下划线开头',
    en: 'The model key may contain letters, digits, underscores and hyphens, starting with a letter or underscore',
  },
  'workflowAdmin.xmlRequired': { 'zh-CN': '模型内容为空', en: 'The model has no BPMN content' },
  'workflowAdmin.otherTenantsPlatformOnly': {
    'zh-CN': '只有平台管理员可以部署到其他租户',
    en: 'Only the platform administrator can deploy to other tenants',
  },
  'workflowAdmin.tenantNotFound': { 'zh-CN': '租户不存在: {tenantId}', en: 'The tenant does not exist: {tenantId}' },
  'workflowAdmin.definitionActivated': { 'zh-CN': '激活ID为 [{id}] 的流程成功', en: 'The process with ID [{id}] was activated' },
  'workflowAdmin.definitionSuspended': { 'zh-CN': '挂起ID为 [{id}] 的流程成功', en: 'The process with ID [{id}] was suspended' },
  'workflowAdmin.definitionSameState': {
    'zh-CN': 'ID为 [{id}] 的流程已是此状态，无需操作',
    en: 'The process with ID [{id}] is already in this state, nothing to do',
  },
  'workflowAdmin.noFiles': { 'zh-CN': '请选择要部署的流程文件', en: 'Please choose the process files to deploy' },
  'workflowAdmin.tooManyFiles': { 'zh-CN': '一次最多部署 {max} 个文件', en: 'At most {max} files can be deployed at once' },
  'workflowAdmin.badFileName': {
    'zh-CN': '文件名必须以 .bpmn 或 .bpmn20.xml 结尾: {name}',
    en: 'The file name must end with .bpmn or .bpmn20.xml: {name}',
  },
  'workflowAdmin.fileTooLarge': { 'zh-CN': '流程文件不能超过 {max} KB: {name}', en: 'A process file may not exceed {max} KB: {name}' },
  'workflowAdmin.deploymentDeleted': { 'zh-CN': '流程部署已删除', en: 'The deployment was deleted' },
  'workflowAdmin.deleteReasonRequired': { 'zh-CN': '请填写删除原因', en: 'Please give a reason for the deletion' },
  'workflowAdmin.imageNotServed': {
    'zh-CN': '不提供流程图片，请使用 resourceType=xml 获取 BPMN（由 bpmn-js 显示）',
    en: 'Diagrams are not served as images; use resourceType=xml for the BPMN (shown with bpmn-js)',
  },
} as const;
