/** Messages of proctoring (pause, resume, unlock, extend, submit, terminate, forgive), registered by app/messages.ts. */
export const EXAM_PROCTOR_MESSAGES = {
  'exam.proctorReasonRequired': { 'zh-CN': '请填写操作原因', en: 'Please give a reason' },
  'exam.proctorReasonTooLong': { 'zh-CN': '原因不能超过 500 个字符', en: 'The reason cannot be longer than 500 characters' },
  'exam.proctorNoteRequired': { 'zh-CN': '请填写豁免说明', en: 'Please write a note on why the event is forgiven' },
  'exam.proctorNoteTooLong': { 'zh-CN': '说明不能超过 500 个字符', en: 'The note cannot be longer than 500 characters' },
  'exam.proctorMinutesRange': { 'zh-CN': '延长时间须为 1 到 600 分钟', en: 'The extension must be 1 to 600 minutes' },
  'exam.proctorWrongState': {
    'zh-CN': '答卷当前状态为 {state}，不能执行此操作',
    en: 'The attempt is {state}; this action is not possible now',
  },
  'exam.proctorDeadlinePassed': { 'zh-CN': '答卷已到截止时间，不能暂停', en: 'The attempt is past its deadline and cannot be paused' },
  'exam.integrityEventNotFound': { 'zh-CN': '违规记录不存在', en: 'The integrity event does not exist' },
  'exam.integrityEventForgiven': { 'zh-CN': '该违规记录已豁免', en: 'The integrity event is already forgiven' },
  'exam.integrityEventNotCounted': {
    'zh-CN': '该违规记录不计入违规次数，无需豁免',
    en: 'The integrity event is not counted, so there is nothing to forgive',
  },
  'exam.proctorFilterInvalid': { 'zh-CN': '请指定答卷或考试', en: 'Give an attempt or an examination' },
} as const;
