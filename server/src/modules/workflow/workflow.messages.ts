/** Error messages of the workflow module (zh-CN and en), registered through the module descriptor. */
export const WORKFLOW_MESSAGES = {
  'workflow.definitionNotFound': { 'zh-CN': '流程定义不存在', en: 'The process definition does not exist' },
  'workflow.instanceNotFound': { 'zh-CN': '流程实例不存在', en: 'The process instance does not exist' },
  'workflow.taskNotFound': { 'zh-CN': '任务不存在', en: 'The task does not exist' },
  'workflow.taskAlreadyClaimed': { 'zh-CN': '任务已被他人签收', en: 'The task has already been claimed' },
  'workflow.taskNotActive': { 'zh-CN': '任务已办理或已取消', en: 'The task has already been completed or cancelled' },
  'workflow.taskNotCandidate': { 'zh-CN': '您不是该任务的候选人', en: 'You are not a candidate of this task' },
  'workflow.taskNotAssignee': { 'zh-CN': '您不是该任务的办理人', en: 'You are not the assignee of this task' },
  'workflow.taskClaimFirst': { 'zh-CN': '请先签收任务', en: 'Please claim the task first' },
  'workflow.instanceNotRunning': { 'zh-CN': '流程已结束', en: 'The process instance is no longer running' },
  'workflow.definitionSuspended': { 'zh-CN': '流程定义已挂起', en: 'The process definition is suspended' },
  'workflow.instanceSuspended': { 'zh-CN': '流程实例已挂起', en: 'The process instance is suspended' },
  'workflow.instanceBusy': {
    'zh-CN': '流程正在被他人办理，请稍后重试',
    en: 'The process instance is being changed by someone else, please try again',
  },
  'workflow.engineFailed': { 'zh-CN': '流程执行失败: {reason}', en: 'The process could not run: {reason}' },
  'workflow.businessKeyExists': { 'zh-CN': '业务已发起流程: {key}', en: 'A process already runs for this business object: {key}' },
  'workflow.reservedVariable': {
    'zh-CN': '变量名不可用: {name}',
    en: 'This variable name is reserved: {name}',
  },
  'workflow.badAssignee': {
    'zh-CN': '办理人不是有效的用户: {assignee}',
    en: 'The assignee is not a valid user: {assignee}',
  },
  'workflow.invalidModel': { 'zh-CN': '流程模型不合法', en: 'The process model is not valid' },
  'workflow.lint.unparsableXml': { 'zh-CN': 'BPMN 文件无法解析', en: 'The BPMN file cannot be parsed' },
  'workflow.lint.noExecutableProcess': { 'zh-CN': '没有可执行的流程', en: 'There is no executable process' },
  'workflow.lint.multipleProcesses': {
    'zh-CN': '只允许一个可执行流程',
    en: 'Only one executable process is allowed',
  },
  'workflow.lint.elementNotAllowed': {
    'zh-CN': '不支持的元素类型: {type}',
    en: 'This element type is not supported: {type}',
  },
  'workflow.lint.eventNotAllowed': {
    'zh-CN': '不支持的事件定义: {type}',
    en: 'This event definition is not supported: {type}',
  },
  'workflow.lint.scriptNotAllowed': { 'zh-CN': '不允许脚本', en: 'Scripts are not allowed' },
  'workflow.lint.listenerNotAllowed': {
    'zh-CN': '不允许监听器或 Java 类/表达式委托: {name}',
    en: 'Listeners and Java class/expression delegates are not allowed: {name}',
  },
  'workflow.lint.inclusiveJoin': {
    'zh-CN': '不支持汇聚的包容网关',
    en: 'Converging inclusive gateways are not supported',
  },
  'workflow.lint.parallelJoinAfterChoice': {
    'zh-CN': '并行网关不能直接汇聚来自排他/包容网关的分支',
    en: 'A parallel join cannot take a branch straight from an exclusive or inclusive gateway',
  },
  'workflow.lint.noAssignee': {
    'zh-CN': '用户任务需要办理人或候选人',
    en: 'A user task needs an assignee or candidates',
  },
  'workflow.lint.badExpression': {
    'zh-CN': '表达式无法解析: {expression}',
    en: 'The expression cannot be parsed: {expression}',
  },
  'workflow.lint.missingId': { 'zh-CN': '流程缺少标识', en: 'The process has no id' },
  'workflow.instanceNotViewer': {
    'zh-CN': '您无权查看该流程',
    en: 'Only the applicant, the handlers and the candidates of this process may see it',
  },
  'workflow.definitionNotLatest': {
    'zh-CN': '该流程定义已有新版本，请重新选择流程',
    en: 'A newer version of this process exists, please choose the process again',
  },
  'workflow.definitionNotStartable': { 'zh-CN': '您不能发起该流程', en: 'You may not start this process' },
  'workflow.definitionNeedsForm': { 'zh-CN': '该流程须通过其申请表单发起', en: 'This process is started from its application form' },
  'workflow.diagramTargetRequired': {
    'zh-CN': '请指定流程实例或流程定义',
    en: 'Name a process instance or a process definition',
  },
  'workflow.variablesNotJson': { 'zh-CN': '流程变量必须是 JSON 对象', en: 'The process variables must be a JSON object' },
  'workflow.leaveNotFound': { 'zh-CN': '请假申请不存在', en: 'The leave request does not exist' },
  'workflow.leaveAlreadyStarted': {
    'zh-CN': '请假申请已发起流程，不能修改',
    en: 'The leave request is already in approval and can no longer be changed',
  },
  'workflow.leaveEndBeforeStart': { 'zh-CN': '结束时间不能早于开始时间', en: 'The end cannot be before the start' },
  'workflow.leaveTooLong': { 'zh-CN': '请假天数不能超过 {max} 天', en: 'A leave cannot be longer than {max} days' },
  'workflow.leaveApproverRequired': { 'zh-CN': '请选择审批人', en: 'Choose an approver' },
  'workflow.leaveApproverUnknown': { 'zh-CN': '审批人不存在', en: 'The approver is not a user of this tenant' },
  'workflow.leaveApproverSelf': { 'zh-CN': '不能选择自己作为审批人', en: 'Choose someone else as the approver' },
  'workflow.leaveReasonRequired': { 'zh-CN': '请填写请假理由', en: 'Give a reason' },
  'workflow.leaveStartRequired': { 'zh-CN': '请选择开始时间', en: 'Choose the start' },
  'workflow.leaveEndRequired': { 'zh-CN': '请选择结束时间', en: 'Choose the end' },
  'workflow.taskDeleteRefused': {
    'zh-CN': '不能删除单个任务，请在流程跟踪中删除流程实例',
    en: 'A single task cannot be deleted; delete the process instance under process follow-up instead',
  },
  'workflow.passComment': { 'zh-CN': '同意', en: 'Approved' },
  'workflow.rejectComment': { 'zh-CN': '驳回', en: 'Rejected' },
} as const;
