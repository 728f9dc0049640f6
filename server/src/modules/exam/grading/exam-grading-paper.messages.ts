/** Messages of grading by paper, bulk scores and the grading export, registered by app/messages.ts. */
export const EXAM_GRADING_PAPER_MESSAGES = {
  'exam.gradingPaperNotFound': { 'zh-CN': '答卷不存在或尚未交卷', en: 'The paper does not exist or has not been submitted' },
  'exam.bulkGradeNoItems': { 'zh-CN': '请至少选择一份答题', en: 'Select at least one answer' },
  'exam.bulkGradeTooMany': { 'zh-CN': '一次最多批量评分 200 份答题', en: 'At most 200 answers can be scored at once' },
  'exam.bulkGradeWrongQuestion': {
    'zh-CN': '所选答题不全属于该考试的这道题',
    en: 'Not every selected answer belongs to this question of the examination',
  },
  'exam.bulkGradeLocked': {
    'zh-CN': '有 {count} 份所选答题正由其他阅卷人评分',
    en: 'Another grader is grading {count} of the selected answers',
  },
} as const;
