import {
  IconArchive,
  IconBan,
  IconBellRinging,
  IconClockEdit,
  IconCopy,
  IconEdit,
  IconEye,
  IconPlayerStop,
  IconSend,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStatus } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import type { ExaminationRow } from './examination-crud';
import { REMINDABLE } from './useExaminationTools';

const EDITABLE: readonly ExamStatus[] = ['DRAFT', 'SCHEDULED'];
const EXTENDABLE: readonly ExamStatus[] = ['SCHEDULED', 'OPEN'];
const RELEASABLE: readonly ExamStatus[] = ['CLOSING', 'GRADING', 'GRADED'];
const NOT_ENDED: readonly ExamStatus[] = ['DRAFT', 'SCHEDULED', 'OPEN'];
const CANCELLABLE: readonly ExamStatus[] = ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSING'];
const ARCHIVABLE: readonly ExamStatus[] = ['RESULTS_RELEASED', 'CANCELLED'];

export interface ExaminationRowHandlers {
  onView: (row: ExaminationRow) => void;
  onEdit: (row: ExaminationRow) => void;
  onRoster: (row: ExaminationRow) => void;
  onPublish: (row: ExaminationRow) => void;
  onExtend: (row: ExaminationRow) => void;
  onEndNow: (row: ExaminationRow) => void;
  onRelease: (row: ExaminationRow) => void;
  onCancel: (row: ExaminationRow) => void;
  onArchive: (row: ExaminationRow) => void;
  onCopy: (row: ExaminationRow) => void;
  onRemind: (row: ExaminationRow) => void;
}

/**
 * The examination row's own actions, each behind its button code; an action the current state forbids
 * stays visible, disabled, with the reason as its tooltip. The toolkit lays them out (after the third
 * in the "More" menu), so a new action is one more line here.
 */
export function useExaminationRowActions(): (row: ExaminationRow, handlers: ExaminationRowHandlers) => RowAction[] {
  const { t } = useTranslation();
  const canView = usePermission('exam_examination_view');
  const canEdit = usePermission('exam_examination_edit');
  const canPublish = usePermission('exam_examination_publish');
  const canRoster = usePermission('exam_examination_roster');
  const canCancel = usePermission('exam_examination_cancel');
  const canEnd = usePermission('exam_examination_end');
  const canRelease = usePermission('exam_grade_release');
  const canCopy = usePermission('exam_examination_copy');
  const canRemind = usePermission('exam_examination_remind');
  return (row, handlers) => {
    const status = t(`examination:statuses.${row.status}`);
    const release = releaseBlock(row);
    const button = (label: string, icon: ReactNode, onClick: () => void, allowed: boolean, hint: string, color?: string): RowAction => ({
      key: label,
      label,
      icon,
      onClick,
      color,
      ariaLabel: `${row.name}: ${label}`,
      disabledReason: allowed
        ? undefined
        : t(hint, { status, count: hint === 'examination:disabled.releaseRunning' ? row.runningAttemptCount : row.awaitingGradingCount }),
    });
    const icon = { size: 14, 'aria-hidden': true } as const;
    return [
      canView && button(t('examination:actions.view'), <IconEye {...icon} />, () => handlers.onView(row), true, ''),
      canEdit &&
        button(
          t('examination:actions.edit'),
          <IconEdit {...icon} />,
          () => handlers.onEdit(row),
          EDITABLE.includes(row.status),
          'examination:disabled.edit',
        ),
      canRoster && button(t('examination:actions.roster'), <IconUsers {...icon} />, () => handlers.onRoster(row), true, ''),
      canCopy && button(t('examTools:actions.copy'), <IconCopy {...icon} />, () => handlers.onCopy(row), true, ''),
      canRemind &&
        button(
          t('examTools:actions.remind'),
          <IconBellRinging {...icon} />,
          () => handlers.onRemind(row),
          REMINDABLE.includes(row.status),
          'examTools:disabled.remind',
          'blue',
        ),
      canPublish &&
        button(
          t('examination:actions.publish'),
          <IconSend {...icon} />,
          () => handlers.onPublish(row),
          row.status === 'DRAFT',
          'examination:disabled.publish',
          'green',
        ),
      canEdit &&
        button(
          t('examination:actions.changeClose'),
          <IconClockEdit {...icon} />,
          () => handlers.onExtend(row),
          EXTENDABLE.includes(row.status),
          'examination:disabled.changeClose',
        ),
      canEnd &&
        button(
          t('examination:actions.endNow'),
          <IconPlayerStop {...icon} />,
          () => handlers.onEndNow(row),
          row.status === 'OPEN',
          'examination:disabled.endNow',
          'orange',
        ),
      canRelease &&
        button(
          t('examination:actions.release'),
          <IconSpeakerphone {...icon} />,
          () => handlers.onRelease(row),
          release === null,
          release ?? '',
          'teal',
        ),
      (canCancel || canEdit) &&
        button(
          t('examination:actions.cancel'),
          <IconBan {...icon} />,
          () => handlers.onCancel(row),
          CANCELLABLE.includes(row.status) && (canCancel || row.status === 'DRAFT' || row.status === 'SCHEDULED'),
          'examination:disabled.cancel',
          'red',
        ),
      canEdit &&
        button(
          t('examination:actions.archive'),
          <IconArchive {...icon} />,
          () => handlers.onArchive(row),
          ARCHIVABLE.includes(row.status),
          'examination:disabled.archive',
          'gray',
        ),
    ].filter((action): action is RowAction => action !== false);
  };
}

/** Why results cannot be released yet (the key of the reason), or null when they can (the server's rules in release.service.ts). */
export function releaseBlock(row: Pick<ExaminationRow, 'status' | 'runningAttemptCount' | 'awaitingGradingCount'>): string | null {
  if (NOT_ENDED.includes(row.status)) {
    return row.status === 'DRAFT' ? 'examination:disabled.releaseState' : 'examination:disabled.releaseOpen';
  }
  if (!RELEASABLE.includes(row.status)) {
    return 'examination:disabled.releaseState';
  }
  if (row.runningAttemptCount > 0) {
    return 'examination:disabled.releaseRunning';
  }
  if (row.awaitingGradingCount > 0) {
    return 'examination:disabled.releaseGrading';
  }
  return null;
}
