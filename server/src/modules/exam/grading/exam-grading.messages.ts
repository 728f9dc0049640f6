/** Messages of grading, results release, statistics and dashboards, registered by app/messages.ts. */
export const EXAM_GRADING_MESSAGES = {
  'exam.gradeItemNotFound': { 'zh-CN': '待评分的答题不存在', en: 'The answer to grade does not exist' },
  'exam.gradeNotManual': {
    'zh-CN': '该题由系统自动评分，不能人工评分',
    en: 'This question is graded automatically and cannot be graded by hand',
  },
  'exam.gradeNotSubmitted': { 'zh-CN': '答卷尚未交卷，不能评分', en: 'The attempt has not been submitted yet and cannot be graded' },
  'exam.gradeClosed': { 'zh-CN': '考试当前状态（{status}）下不能评分', en: 'Answers cannot be graded in the examination status {status}' },
  'exam.scoreAboveMax': { 'zh-CN': '得分不能超过本题满分 {max} 分', en: 'The score cannot be above the question maximum of {max} points' },
  'exam.scoreRequired': { 'zh-CN': '请输入得分', en: 'Please enter the score' },
  'exam.gradingLocked': { 'zh-CN': '该答题正由其他阅卷人评分', en: 'Another grader is grading this answer' },
  'exam.gradeChanged': {
    'zh-CN': '该答题已被其他阅卷人修改，请刷新后重试',
    en: 'Another grader changed this answer; reload and try again',
  },
  'exam.commentTooLong': { 'zh-CN': '评语不能超过 4000 个字符', en: 'The comment cannot be longer than 4000 characters' },
  'exam.reasonTooLong': { 'zh-CN': '原因不能超过 500 个字符', en: 'The reason cannot be longer than 500 characters' },
  'exam.regradeReasonRequired': { 'zh-CN': '请填写重新评分的原因', en: 'Please enter the reason for the regrade' },
  'exam.regradeNotAuto': {
    'zh-CN': '该题型需人工评分，只能选择“全部给满分”',
    en: 'This question type is graded by hand; only “full marks for everyone” is possible',
  },
  'exam.regradeQuestionMissing': { 'zh-CN': '该考试中没有这道题', en: 'This question is not part of the examination' },
  'exam.regradeBankQuestionMissing': {
    'zh-CN': '题库中的原题已被删除，无法读取新的答案',
    en: 'The bank question was deleted; its new answer key cannot be read',
  },
  'exam.regradeAutoPending': {
    'zh-CN': '仍有答卷在自动评分中，请稍后再试',
    en: 'Some attempts are still being graded automatically; try again shortly',
  },
  'exam.regradeNotAllowed': {
    'zh-CN': '考试当前状态（{status}）下不能重新评分',
    en: 'The examination cannot be regraded in its status {status}',
  },
  'exam.releaseNotGraded': {
    'zh-CN': '考试当前状态（{status}）下不能发布成绩，须先完成阅卷',
    en: 'Results can only be released once grading is finished (status now: {status})',
  },
  'exam.gradingStateInvalid': { 'zh-CN': '评分状态不正确', en: 'Unknown grading state' },
} as const;
