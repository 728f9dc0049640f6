/** Messages of exam delivery (examinations, rosters, my examinations), registered by app/messages.ts. */
export const EXAM_DELIVERY_MESSAGES = {
  'exam.examinationNotFound': { 'zh-CN': '考试不存在', en: 'The examination does not exist' },
  'exam.examNameRequired': { 'zh-CN': '请输入考试名称', en: 'Please enter the examination name' },
  'exam.paperRequired': { 'zh-CN': '请选择试卷', en: 'Please select the paper' },
  'exam.examPaperMissing': { 'zh-CN': '试卷不存在', en: 'The paper does not exist' },
  'exam.examPaperNotReady': { 'zh-CN': '试卷尚未就绪，不能用于考试', en: 'The paper is not ready and cannot be used for an examination' },
  'exam.openAtRequired': { 'zh-CN': '请选择开始时间', en: 'Please select the start time' },
  'exam.closeAtRequired': { 'zh-CN': '请选择结束时间', en: 'Please select the end time' },
  'exam.closeBeforeOpen': { 'zh-CN': '结束时间必须晚于开始时间', en: 'The end time must be after the start time' },
  'exam.durationRange': { 'zh-CN': '考试时长须为 1~10080 分钟', en: 'The duration must be from 1 to 10080 minutes' },
  'exam.smsReminderRange': {
    'zh-CN': '短信提醒须在开考前 5~10080 分钟',
    en: 'The SMS reminder must go out 5 to 10080 minutes before the start',
  },
  'exam.durationExceedsWindow': {
    'zh-CN': '考试时长不能超过考试时间窗口（{minutes} 分钟）',
    en: 'The duration cannot exceed the examination window ({minutes} minutes)',
  },
  'exam.graceRange': { 'zh-CN': '宽限时间须为 0~86400 秒', en: 'The grace period must be from 0 to 86400 seconds' },
  'exam.graceRequired': {
    'zh-CN': '宽限期处理方式需要大于 0 的宽限时间',
    en: 'The grace period handling needs a grace period above 0 seconds',
  },
  'exam.maxAttemptsRange': { 'zh-CN': '可考次数须为 1~100', en: 'The number of attempts must be from 1 to 100' },
  'exam.questionsPerPageRange': { 'zh-CN': '每页题数须为 0~200（0 表示全部）', en: 'Questions per page must be from 0 to 200 (0 = all)' },
  'exam.maxFocusLossRange': { 'zh-CN': '切屏次数上限须为 0~1000', en: 'The focus-loss limit must be from 0 to 1000' },
  'exam.audienceDeptsRequired': {
    'zh-CN': '按部门开放时请至少选择一个部门',
    en: 'Select at least one department for a department audience',
  },
  'exam.audienceDeptInvalid': { 'zh-CN': '部门不存在: {name}', en: 'No such department in this tenant: {name}' },
  'exam.releaseBeforeClose': {
    'zh-CN': '成绩发布时间不能早于考试结束时间',
    en: 'Results cannot be released before the examination closes',
  },
  'exam.passScoreAboveTotal': {
    'zh-CN': '及格分（{pass}）不能高于试卷总分（{total}）',
    en: 'The pass score ({pass}) cannot be above the paper total ({total})',
  },
  'exam.windowPast': { 'zh-CN': '考试结束时间已过，不能发布', en: 'The examination window is already over; move it before publishing' },
  'exam.statusChanged': {
    'zh-CN': '考试状态已被其他操作改变，请刷新后重试',
    en: 'The examination was changed by someone else; reload and try again',
  },
  'exam.notEditable': {
    'zh-CN': '考试当前状态（{status}）下不能修改',
    en: 'The examination cannot be changed in its current status ({status})',
  },
  'exam.onlyExtendAfterOpen': {
    'zh-CN': '考试开始后只能延长结束时间和添加考生',
    en: 'After the examination opened only the end time can be extended and candidates added',
  },
  'exam.removeNotAllowed': {
    'zh-CN': '只能删除草稿或已取消的考试: {name}',
    en: 'Only draft or cancelled examinations can be deleted: {name}',
  },
  'exam.publishNotDraft': { 'zh-CN': '只能发布草稿状态的考试', en: 'Only a draft examination can be published' },
  'exam.rosterEmpty': { 'zh-CN': '考生名单为空，不能发布', en: 'The roster is empty; add candidates before publishing' },
  'exam.cancelNotAllowed': {
    'zh-CN': '考试当前状态（{status}）下不能取消',
    en: 'The examination cannot be cancelled in its current status ({status})',
  },
  'exam.cancelReasonRequired': {
    'zh-CN': '考试已开始，取消时必须填写原因',
    en: 'The examination has opened: a reason is required to cancel it',
  },
  'exam.cancelReasonTooLong': { 'zh-CN': '取消原因不能超过 500 个字符', en: 'The reason cannot be longer than 500 characters' },
  'exam.extendNotAllowed': {
    'zh-CN': '只能延长已发布且尚未结束的考试',
    en: 'Only a published examination that has not closed can be extended',
  },
  'exam.extendNotLater': { 'zh-CN': '新的结束时间必须晚于当前结束时间', en: 'The new end time must be after the current one' },
  'exam.archiveNotAllowed': {
    'zh-CN': '只能归档已发布成绩或已取消的考试',
    en: 'Only examinations whose results were released, or cancelled ones, can be archived',
  },
  'exam.rosterClosed': {
    'zh-CN': '考试当前状态（{status}）下不能修改考生名单',
    en: "The roster cannot be changed in the examination's current status ({status})",
  },
  'exam.candidatesRequired': { 'zh-CN': '请选择考生或部门', en: 'Select users or departments' },
  'exam.candidateUserInvalid': { 'zh-CN': '用户不存在: {name}', en: 'No such user in this tenant: {name}' },
  'exam.candidateRemoveAfterOpen': { 'zh-CN': '考试开始后不能移除考生', en: 'Candidates cannot be removed after the examination opened' },
  'exam.candidateStarted': {
    'zh-CN': '考生已开始作答，不能移除: {name}',
    en: 'The candidate has already started and cannot be removed: {name}',
  },
  'exam.tooManyCandidates': { 'zh-CN': '一次最多添加 {max} 名考生', en: 'At most {max} candidates can be added at once' },
} as const;
