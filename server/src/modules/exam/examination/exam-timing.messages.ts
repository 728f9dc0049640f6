/** Messages of the examination window controls (end now, change the close, early release), registered by app/messages.ts. */
export const EXAM_TIMING_MESSAGES = {
  'exam.endNowNotOpen': {
    'zh-CN': '只能结束正在进行的考试（当前状态：{status}）',
    en: 'Only an open examination can be ended now (status now: {status})',
  },
  'exam.endNowReasonTooLong': { 'zh-CN': '结束原因最多 500 个字符', en: 'The reason can have at most 500 characters' },
  'exam.closeChangeNotAllowed': {
    'zh-CN': '只能调整已发布且尚未结束的考试的结束时间（当前状态：{status}）',
    en: 'The end can only be changed while the examination is published and has not closed (status now: {status})',
  },
  'exam.closeInPast': { 'zh-CN': '新的结束时间不能早于当前时间', en: 'The new end cannot be in the past' },
  'exam.closeNotAfterOpen': { 'zh-CN': '新的结束时间必须晚于开始时间', en: 'The new end must be after the start' },
  'exam.releaseWindowOpen': {
    'zh-CN': '考试尚未结束（当前状态：{status}），请先结束考试再发布成绩',
    en: 'The examination has not ended (status now: {status}); end it before releasing results',
  },
  'exam.releaseAttemptsRunning': {
    'zh-CN': '还有 {count} 份答卷正在作答，不能发布成绩',
    en: 'Attempts still running: {count}; results cannot be released yet',
  },
  'exam.releaseCandidateWindowOpen': {
    'zh-CN': '还有考生的个人考试时间尚未结束，不能发布成绩',
    en: 'A candidate’s own window has not closed yet; results cannot be released',
  },
  'exam.releaseAwaitingGrading': {
    'zh-CN': '还有 {count} 份答卷未完成阅卷，不能发布成绩',
    en: 'Attempts not fully graded yet: {count}; results cannot be released',
  },
} as const;
