import dayjs from 'dayjs';
import { z } from 'zod';
import type {
  AudienceMode,
  ExamKind,
  ExaminationFieldsFragment,
  ExaminationInput,
  GradeMethod,
  IntegrityAction,
  NavigationMode,
  OverdueHandling,
  ReviewItem,
  TimingMode,
} from '../../../generated/graphql';
import { reviewMoments, type ReviewMomentKey } from './examination-labels';
import { firstInvalidEntry, MAX_IP_ALLOW_ENTRIES } from './ip-allow-entry';

/** The picker's value format (Mantine dates hand local date-times as strings). */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface ExaminationFormValues {
  name: string;
  description: string;
  instructions: string;
  paperId: string | null;
  /** Total of the chosen paper in points (not sent): the pass score must not exceed it. */
  paperTotal: number | null;
  kind: ExamKind;
  openAt: string | null;
  closeAt: string | null;
  durationMin: number | string;
  timingMode: TimingMode;
  graceSec: number | string;
  overdueHandling: OverdueHandling;
  maxAttempts: number | string;
  gradeMethod: GradeMethod;
  passScore: number | string;
  questionsPerPage: number | string;
  navigation: NavigationMode;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  requireFullscreen: boolean;
  integrityAction: IntegrityAction;
  maxFocusLoss: number | string;
  disableCopyPaste: boolean;
  review: Record<ReviewMomentKey, ReviewItem[]>;
  resultsReleaseAt: string | null;
  audienceMode: AudienceMode;
  audienceDeptIds: string[];
  accessPassword: string;
  ipAllowList: string[];
  smsReminder: boolean;
  smsReminderMinutes: number | string;
}

/** A server time as the picker's local value. */
export function toPickerValue(value: string | null | undefined): string | null {
  return value ? dayjs(value).format(PICKER_FORMAT) : null;
}

/** A picker value as an ISO time for the server. */
export function fromPickerValue(value: string | null): string | null {
  return value ? dayjs(value, PICKER_FORMAT).toISOString() : null;
}

/**
 * The review policy of a new examination (the server's DEFAULT_REVIEW_POLICY): after release, the score, each
 * question's marks and the teacher's comments; correct answers stay a separate choice.
 */
export const defaultReview = (): Record<ReviewMomentKey, ReviewItem[]> => ({
  during: [],
  immediatelyAfter: [],
  laterWhileOpen: [],
  afterClose: [],
  afterRelease: ['SCORE', 'MARKS_PER_QUESTION', 'FEEDBACK'],
});

/** The window's whole minutes, rounded up (at least 1): FIXED_WINDOW's duration. */
export function windowMinutes(values: Pick<ExaminationFormValues, 'openAt' | 'closeAt'>): number {
  if (!values.openAt || !values.closeAt) {
    return 1;
  }
  return Math.min(10080, Math.max(1, Math.ceil(dayjs(values.closeAt).diff(dayjs(values.openAt), 'minute', true))));
}

/** A new examination: opens in an hour for two hours, 60 minutes per attempt, the score after release. */
export function newExaminationValues(now = dayjs()): ExaminationFormValues {
  const open = now.add(1, 'hour').startOf('hour');
  return {
    name: '',
    description: '',
    instructions: '',
    paperId: null,
    paperTotal: null,
    kind: 'FORMAL',
    openAt: open.format(PICKER_FORMAT),
    closeAt: open.add(2, 'hour').format(PICKER_FORMAT),
    durationMin: 60,
    timingMode: 'PER_ATTEMPT',
    graceSec: 0,
    overdueHandling: 'AUTO_SUBMIT',
    maxAttempts: 1,
    gradeMethod: 'HIGHEST',
    passScore: 60,
    questionsPerPage: 1,
    navigation: 'FREE',
    shuffleQuestions: false,
    shuffleOptions: false,
    requireFullscreen: false,
    integrityAction: 'LOG_ONLY',
    maxFocusLoss: 0,
    disableCopyPaste: false,
    review: defaultReview(),
    resultsReleaseAt: null,
    audienceMode: 'ROSTER',
    audienceDeptIds: [],
    accessPassword: '',
    ipAllowList: [],
    smsReminder: false,
    smsReminderMinutes: 60,
  };
}

export function examinationValues(exam: ExaminationFieldsFragment): ExaminationFormValues {
  return {
    name: exam.name,
    description: exam.description ?? '',
    instructions: exam.instructions ?? '',
    paperId: exam.paperId,
    paperTotal: exam.totalScore ?? null,
    kind: exam.kind,
    openAt: toPickerValue(exam.openAt),
    closeAt: toPickerValue(exam.closeAt),
    durationMin: exam.durationMin,
    timingMode: exam.timingMode,
    graceSec: exam.graceSec,
    overdueHandling: exam.overdueHandling,
    maxAttempts: exam.maxAttempts,
    gradeMethod: exam.gradeMethod,
    passScore: exam.passScore,
    questionsPerPage: exam.questionsPerPage,
    navigation: exam.navigation,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    requireFullscreen: exam.requireFullscreen,
    integrityAction: exam.integrityPolicy.action,
    maxFocusLoss: exam.integrityPolicy.maxFocusLoss,
    disableCopyPaste: exam.integrityPolicy.disableCopyPaste,
    review: Object.fromEntries(reviewMoments.map((moment) => [moment, [...exam.reviewPolicy[moment]]])) as Record<
      ReviewMomentKey,
      ReviewItem[]
    >,
    resultsReleaseAt: toPickerValue(exam.resultsReleaseAt),
    audienceMode: exam.audienceMode,
    audienceDeptIds: [...exam.audienceDeptIds],
    accessPassword: exam.accessPassword ?? '',
    ipAllowList: [...exam.ipAllowList],
    smsReminder: exam.smsReminder,
    smsReminderMinutes: exam.smsReminderMinutes,
  };
}

export function toExaminationInput(values: ExaminationFormValues): ExaminationInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    description: text(values.description),
    instructions: text(values.instructions.replace(/^<p><\/p>$/, '')),
    paperId: values.paperId ?? '',
    kind: values.kind,
    openAt: fromPickerValue(values.openAt) ?? '',
    closeAt: fromPickerValue(values.closeAt) ?? '',
    // A fixed end has no duration of its own: the server keeps it equal to the window.
    durationMin: values.timingMode === 'FIXED_WINDOW' ? windowMinutes(values) : Number(values.durationMin),
    timingMode: values.timingMode,
    graceSec: Number(values.graceSec),
    overdueHandling: values.overdueHandling,
    maxAttempts: Number(values.maxAttempts),
    gradeMethod: values.gradeMethod,
    passScore: Number(values.passScore),
    questionsPerPage: Number(values.questionsPerPage),
    navigation: values.navigation,
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    requireFullscreen: values.requireFullscreen,
    integrityPolicy: {
      action: values.integrityAction,
      maxFocusLoss: Number(values.maxFocusLoss),
      disableCopyPaste: values.disableCopyPaste,
    },
    reviewPolicy: values.review,
    resultsReleaseAt: fromPickerValue(values.resultsReleaseAt),
    audienceMode: values.audienceMode,
    audienceDeptIds: values.audienceMode === 'ORG_UNITS' ? values.audienceDeptIds : [],
    accessPassword: values.accessPassword.trim() || null,
    ipAllowList: values.ipAllowList.map((entry) => entry.trim()).filter((entry) => entry !== ''),
    smsReminder: values.smsReminder,
    smsReminderMinutes: Number(values.smsReminderMinutes),
  };
}

const wholeIn = (min: number, max: number, key: string) =>
  z
    .union([z.number(), z.string()])
    .refine((value) => value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max, key);

/** The server's rules (examination.inputs.ts and crossFieldProblems), checked before sending. */
export const examinationSchema = z
  .object({
    name: z.string().trim().min(1, 'examination:validation.nameRequired').max(200, 'examination:validation.tooLong'),
    description: z.string().max(1000, 'examination:validation.tooLong'),
    accessPassword: z.string().max(64, 'examination:validation.passwordTooLong'),
    ipAllowList: z.array(z.string()).max(MAX_IP_ALLOW_ENTRIES, 'examination:validation.ipListTooLong'),
    paperId: z.string({ error: 'examination:validation.paperRequired' }).min(1, 'examination:validation.paperRequired'),
    openAt: z.string({ error: 'examination:validation.timeRequired' }).min(1, 'examination:validation.timeRequired'),
    closeAt: z.string({ error: 'examination:validation.timeRequired' }).min(1, 'examination:validation.timeRequired'),
    durationMin: wholeIn(1, 10080, 'examination:validation.durationRange'),
    graceSec: wholeIn(0, 86400, 'examination:validation.graceRange'),
    maxAttempts: wholeIn(1, 100, 'examination:validation.attemptsRange'),
    questionsPerPage: wholeIn(0, 1000, 'examination:validation.perPageRange'),
    maxFocusLoss: wholeIn(0, 1000, 'examination:validation.focusLossRange'),
    smsReminderMinutes: wholeIn(5, 10080, 'examination:validation.smsReminderRange'),
    passScore: z
      .union([z.number(), z.string()])
      .refine(
        (value) => value !== '' && Number(value) >= 0 && Math.abs(Number(value) * 100 - Math.round(Number(value) * 100)) < 1e-6,
        'examination:validation.pointsFormat',
      ),
  })
  .passthrough()
  .superRefine((raw, context) => {
    const values = raw as unknown as ExaminationFormValues;
    const open = values.openAt ? dayjs(values.openAt) : undefined;
    const close = values.closeAt ? dayjs(values.closeAt) : undefined;
    if (open && close) {
      const windowMin = close.diff(open, 'minute', true);
      if (windowMin <= 0) {
        context.addIssue({ code: 'custom', path: ['closeAt'], message: 'examination:validation.closeBeforeOpen' });
      } else if (values.timingMode === 'PER_ATTEMPT' && Number(values.durationMin) > windowMin) {
        context.addIssue({ code: 'custom', path: ['durationMin'], message: 'examination:validation.durationExceedsWindow' });
      }
    }
    if (values.overdueHandling === 'GRACE_PERIOD' && Number(values.graceSec) <= 0) {
      context.addIssue({ code: 'custom', path: ['graceSec'], message: 'examination:validation.graceRequired' });
    }
    if (values.paperTotal !== null && Number(values.passScore) > values.paperTotal) {
      context.addIssue({ code: 'custom', path: ['passScore'], message: 'examination:validation.passAboveTotal' });
    }
    if (values.resultsReleaseAt && close && dayjs(values.resultsReleaseAt).isBefore(close)) {
      context.addIssue({ code: 'custom', path: ['resultsReleaseAt'], message: 'examination:validation.releaseBeforeClose' });
    }
    if (firstInvalidEntry(values.ipAllowList) !== undefined) {
      context.addIssue({ code: 'custom', path: ['ipAllowList'], message: 'examination:validation.ipEntryInvalid' });
    }
    if (values.audienceMode === 'ORG_UNITS' && values.audienceDeptIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['audienceDeptIds'], message: 'examination:validation.deptsRequired' });
    }
  });
