/** Messages of exam access rules and accommodations, registered by app/messages.ts. */
export const EXAM_ACCESS_MESSAGES = {
  'exam.accessPasswordLength': { 'zh-CN': '考试密码最多 64 个字符', en: 'The access password can have at most 64 characters' },
  'exam.ipAllowListTooLong': { 'zh-CN': 'IP 白名单最多 50 条', en: 'The IP allow-list can have at most 50 entries' },
  'exam.ipAllowEntryLength': { 'zh-CN': 'IP 白名单的每一条最多 64 个字符', en: 'Each IP allow-list entry can have at most 64 characters' },
  'exam.ipAllowEntryInvalid': { 'zh-CN': '不是有效的 IP 地址或 CIDR 网段：{entry}', en: 'Not a valid IP address or CIDR range: {entry}' },
  'exam.ipNotAllowed': {
    'zh-CN': '当前网络地址（{ip}）不允许参加本场考试',
    en: 'Your network address ({ip}) is not allowed to take this examination',
  },
  'exam.accessPasswordRequired': { 'zh-CN': '请输入考试密码', en: 'Please enter the access password' },
  'exam.accessPasswordWrong': { 'zh-CN': '考试密码不正确', en: 'The access password is not correct' },
  'exam.accessPasswordThrottled': {
    'zh-CN': '考试密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong access passwords, please try again in {minutes} minutes',
  },
  'exam.accommodationLocked': {
    'zh-CN': '考试当前状态（{status}）下不能再调整考生便利',
    en: 'Accommodations can no longer be changed in the examination’s state ({status})',
  },
  'exam.accommodationNotFound': { 'zh-CN': '考生便利不存在', en: 'The accommodation does not exist' },
  'exam.accommodationUserRequired': { 'zh-CN': '请选择考生', en: 'Please select the candidate' },
  'exam.accommodationNotCandidate': { 'zh-CN': '该用户不是本场考试的考生', en: 'This user is not a candidate of the examination' },
  'exam.accommodationChanged': {
    'zh-CN': '该考生的便利刚被他人修改，请刷新后重试',
    en: 'Someone else just changed this candidate’s accommodation; please refresh and try again',
  },
  'exam.accommodationWindowInvalid': {
    'zh-CN': '考生的结束时间必须晚于开始时间',
    en: 'The candidate’s end time must be after their start time',
  },
  'exam.closeOverrideTooLate': {
    'zh-CN': '考生的结束时间最多比考试结束时间晚 {days} 天',
    en: 'The candidate’s end time can be at most {days} days after the examination’s',
  },
  'exam.extraTimePctRange': { 'zh-CN': '延长比例须为 0~300%', en: 'The extra time must be from 0 to 300%' },
  'exam.extraTimeMinRange': { 'zh-CN': '额外分钟数须为 0~600', en: 'The extra minutes must be from 0 to 600' },
  'exam.accommodationNoteLength': { 'zh-CN': '备注最多 500 个字符', en: 'The note can have at most 500 characters' },
} as const;
