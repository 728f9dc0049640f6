/** Messages of the examination tools (copy, roster import, reminders), registered by app/messages.ts. */
export const EXAM_TOOLS_MESSAGES = {
  'exam.copyTitleSuffix': { 'zh-CN': '{name}（副本）', en: '{name} (copy)' },
  'exam.rosterImportHeader': {
    'zh-CN': '模板的表头不对：需要“账号”列',
    en: 'The header row does not match the template: an "Account" column is needed',
  },
  'exam.rosterImportAccountMissing': { 'zh-CN': '账号不能为空', en: 'The account is empty' },
  'exam.rosterImportUnknownAccount': { 'zh-CN': '本租户没有账号“{account}”', en: 'No account "{account}" in this tenant' },
  'exam.rosterImportPending': { 'zh-CN': '账号“{account}”尚未通过审核', en: 'The account "{account}" has not been approved yet' },
  'exam.rosterImportDuplicate': {
    'zh-CN': '账号“{account}”在第 {first} 行已出现',
    en: 'The account "{account}" already appears in row {first}',
  },
  'exam.rosterImportOnRoster': { 'zh-CN': '“{account}”已在考生名单中', en: '"{account}" is already on the roster' },
  'exam.rosterImportNameMismatch': {
    'zh-CN': '姓名“{given}”与账号的姓名“{actual}”不一致',
    en: 'The name "{given}" does not match the account\'s name "{actual}"',
  },
  'exam.rosterImportNothing': { 'zh-CN': '没有可导入的行', en: 'There is no row that can be imported' },
  'exam.reminderNotPublished': {
    'zh-CN': '只能为已发布且尚未结束的考试发送提醒（当前状态：{status}）',
    en: 'Reminders can only be sent for a published examination that has not ended (status now: {status})',
  },
  'exam.reminderNoCandidates': {
    'zh-CN': '没有需要提醒的考生（名单为空或都已交卷）',
    en: 'No candidate to remind (the roster is empty or everyone has submitted)',
  },
  'exam.reminderTitle': { 'zh-CN': '考试提醒：{name}', en: 'Exam reminder: {name}' },
  'exam.reminderWindow': { 'zh-CN': '考试时间：{open} 至 {close}（{zone}）', en: 'Time: {open} to {close} ({zone})' },
  'exam.reminderDuration': { 'zh-CN': '考试时长：{minutes} 分钟', en: 'Duration: {minutes} minutes' },
  'exam.reminderLink': { 'zh-CN': '进入我的考试', en: 'Open my exams' },
} as const;
