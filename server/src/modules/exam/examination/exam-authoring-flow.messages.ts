/** Messages of the authoring flow (a pass score that follows the paper's total), registered by app/messages.ts. */
export const EXAM_AUTHORING_FLOW_MESSAGES = {
  'exam.passScorePctRange': {
    'zh-CN': '及格线百分比须为 1 到 100 之间的整数',
    en: 'The pass mark percentage must be a whole number from 1 to 100',
  },
} as const;
