import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  AudienceMode,
  CandidateStatus,
  ExamKind,
  ExamStatus,
  GradeMethod,
  IntegrityAction,
  NavigationMode,
  OverdueHandling,
  ReviewItem,
  TimingMode,
} from '../../../generated/graphql';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';
import { badgeStyles } from '../question/badge-styles';

export const examStatuses: readonly ExamStatus[] = [
  'DRAFT',
  'SCHEDULED',
  'OPEN',
  'CLOSING',
  'GRADING',
  'GRADED',
  'RESULTS_RELEASED',
  'CANCELLED',
  'ARCHIVED',
];
export const examKinds: readonly ExamKind[] = ['FORMAL', 'MOCK', 'PRACTICE'];
export const timingModes: readonly TimingMode[] = ['PER_ATTEMPT', 'FIXED_WINDOW'];
export const overdueHandlings: readonly OverdueHandling[] = ['AUTO_SUBMIT', 'GRACE_PERIOD', 'ABANDON'];
export const gradeMethods: readonly GradeMethod[] = ['HIGHEST', 'LATEST', 'FIRST', 'AVERAGE'];
export const navigationModes: readonly NavigationMode[] = ['FREE', 'SEQUENTIAL'];
export const integrityActions: readonly IntegrityAction[] = ['LOG_ONLY', 'WARN', 'LOCK_UNTIL_PROCTOR', 'AUTO_SUBMIT'];
export const audienceModes: readonly AudienceMode[] = ['ROSTER', 'ORG_UNITS', 'OPEN_TO_TENANT'];
export const reviewItems: readonly ReviewItem[] = [
  'SCORE',
  'MARKS_PER_QUESTION',
  'CORRECTNESS',
  'CORRECT_ANSWER',
  'EXPLANATION',
  'FEEDBACK',
];
export const reviewMoments = ['during', 'immediatelyAfter', 'laterWhileOpen', 'afterClose', 'afterRelease'] as const;
export type ReviewMomentKey = (typeof reviewMoments)[number];
/** Roster states a teacher may set (REMOVED goes through "remove"). */
export const settableCandidateStatuses: readonly CandidateStatus[] = ['ACTIVE', 'INVITED', 'EXCUSED'];

/** Select options over an enum, labelled `examination:<group>.<value>`. */
export function enumOptions(group: string, values: readonly string[]): CrudOption[] {
  return values.map((value) => ({ value, label: `examination:${group}.${value}` }));
}

const statusColors: Record<ExamStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  OPEN: 'green',
  CLOSING: 'yellow',
  GRADING: 'orange',
  GRADED: 'teal',
  RESULTS_RELEASED: 'violet',
  CANCELLED: 'red',
  ARCHIVED: 'dark',
};

/** The effective status (the server computes SCHEDULED / OPEN / CLOSING from the clock). */
export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`examination:statusHints.${status}`)}>
      <Badge variant="light" color={statusColors[status]} radius="sm" tt="none" styles={badgeStyles} data-status={status}>
        {t(`examination:statuses.${status}`)}
      </Badge>
    </Tooltip>
  );
}

const candidateColors: Record<CandidateStatus, string> = { ACTIVE: 'green', INVITED: 'blue', EXCUSED: 'gray', REMOVED: 'red' };

export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={candidateColors[status]} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examination:candidateStatuses.${status}`)}
    </Badge>
  );
}
