import { ReviewMoment, type ReviewItem, type ReviewPolicyData } from '../shared/examination-enums';
import { toPoints } from '../shared/exam-score';
import type { Examination } from './examination.entity';
import { effectiveStatus } from './examination-status';
import { ExaminationView, type ExaminationSummary, type ReviewPolicy } from './examination.types';

/** GraphQL field of each review moment. */
const MOMENT_FIELDS: ReadonlyArray<[ReviewMoment, keyof ReviewPolicy]> = [
  [ReviewMoment.DURING, 'during'],
  [ReviewMoment.IMMEDIATELY_AFTER, 'immediatelyAfter'],
  [ReviewMoment.LATER_WHILE_OPEN, 'laterWhileOpen'],
  [ReviewMoment.AFTER_CLOSE, 'afterClose'],
  [ReviewMoment.AFTER_RELEASE, 'afterRelease'],
];

export function reviewPolicyView(data: ReviewPolicyData): ReviewPolicy {
  const view = {} as ReviewPolicy;
  for (const [moment, field] of MOMENT_FIELDS) {
    view[field] = [...(data[moment] ?? [])];
  }
  return view;
}

/** The stored matrix from the GraphQL shape; each moment's items deduplicated. */
export function reviewPolicyData(policy: Record<keyof ReviewPolicy, ReviewItem[]>): ReviewPolicyData {
  const data = {} as ReviewPolicyData;
  for (const [moment, field] of MOMENT_FIELDS) {
    data[moment] = [...new Set(policy[field])];
  }
  return data;
}

/** The fields staff and candidates share. */
export function summaryFields(exam: Examination, now: Date): ExaminationSummary {
  return {
    id: exam.id,
    name: exam.name,
    description: exam.description ?? null,
    instructions: exam.instructions ?? null,
    kind: exam.kind,
    status: effectiveStatus(exam, now),
    openAt: exam.openAt,
    closeAt: exam.closeAt,
    timingMode: exam.timingMode,
    durationMin: exam.durationMin,
    maxAttempts: exam.maxAttempts,
    passScore: toPoints(exam.passScore),
    navigation: exam.navigation,
    questionsPerPage: exam.questionsPerPage,
    requireFullscreen: exam.requireFullscreen,
    integrityPolicy: { maxFocusLoss: exam.maxFocusLoss, action: exam.integrityAction, disableCopyPaste: exam.disableCopyPaste },
    resultsReleasedAt: exam.resultsReleasedAt ?? null,
    requiresPassword: Boolean(exam.accessPassword),
  };
}

/** Staff view of an examination at `now`. */
export function examinationView(
  exam: Examination,
  now: Date,
  extra: {
    candidateCount: number;
    totalScore: number | null;
    paperName: string | null;
    runningAttemptCount: number;
    awaitingGradingCount: number;
  },
): ExaminationView {
  return Object.assign(new ExaminationView(), {
    ...summaryFields(exam, now),
    paperId: exam.paperId,
    paperName: extra.paperName,
    snapshotId: exam.snapshotId ?? null,
    totalScore: extra.totalScore === null ? null : toPoints(extra.totalScore),
    storedStatus: exam.examStatus,
    overdueHandling: exam.overdueHandling,
    graceSec: exam.graceSec,
    gradeMethod: exam.gradeMethod,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    audienceMode: exam.audienceMode,
    audienceDeptIds: exam.audienceDeptIds ?? [],
    smsReminder: exam.smsReminder,
    smsReminderMinutes: exam.smsReminderMinutes,
    smsReminderSentAt: exam.smsReminderSentAt ?? null,
    accessPassword: exam.accessPassword ?? null,
    ipAllowList: exam.ipAllowList ?? [],
    reviewPolicy: reviewPolicyView(exam.reviewPolicy),
    resultsReleaseAt: exam.resultsReleaseAt ?? null,
    publishedAt: exam.publishedAt ?? null,
    cancelReason: exam.cancelReason ?? null,
    cancelledAt: exam.cancelledAt ?? null,
    candidateCount: extra.candidateCount,
    runningAttemptCount: extra.runningAttemptCount,
    awaitingGradingCount: extra.awaitingGradingCount,
    createUser: exam.createUser ?? null,
    createDept: exam.createDept ?? null,
    createTime: exam.createTime,
    updateUser: exam.updateUser ?? null,
    updateTime: exam.updateTime,
  });
}
