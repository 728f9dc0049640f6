import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionContext } from '../../../shared/permission/PermissionContext';
import { usePermission } from '../../../shared/permission/usePermission';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { examinationCrud, toExaminationFilter, type ExaminationRow, type ExaminationSearchValues } from './examination-crud';
import { ExaminationDetailDrawer } from './ExaminationDetailDrawer';
import { ExaminationFormDrawer, type FormTarget } from './ExaminationFormDrawer';
import { useExaminationRowActions } from './ExaminationRowActions';
import { CancelModal, EndNowModal, ExtendModal } from './LifecycleModals';
import { RosterDrawer } from './RosterDrawer';
import { useExaminationLifecycle } from './useExaminationLifecycle';
import { examinationOperations } from './examination-operations';
import { useExaminationTools } from './useExaminationTools';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/**
 * Examinations (/exam/examination): the list with the effective status, the create/edit drawer, the
 * roster drawer (with the Excel import), the read-only detail, and publish / change the end / end now / release / cancel /
 * archive / delete / copy / send a reminder.
 */
export function ExaminationPage() {
  const granted = useContext(PermissionContext);
  // The codes arrive with the session (never empty once loaded): without the menu code, no page.
  if (granted.size > 0 && !granted.has('exam_examination')) {
    return <StatusPage status="403" />;
  }
  return <ExaminationList />;
}

function ExaminationList() {
  const { t } = useTranslation();
  const list = useCrudList(examinationCrud);
  const listState = useMemo(
    () => ({ ...list, search: (values: ExaminationSearchValues) => list.search(toExaminationFilter(values)) }),
    [list],
  );
  const operations = useCrudOperations(list.variables, examinationOperations);
  const canAdd = usePermission('exam_examination_add');
  const opens = useRef(0);
  const [form, setForm] = useState<FormTarget | undefined>(undefined);
  const [viewing, setViewing] = useState<string | undefined>(undefined);
  const [rosterOf, setRosterOf] = useState<ExaminationRow | undefined>(undefined);
  const { refetch } = operations;
  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  const lifecycle = useExaminationLifecycle(refresh);
  const examinationActions = useExaminationRowActions();
  const openForm = (id?: string) => {
    opens.current += 1;
    setForm({ id, openId: opens.current });
  };
  // A copy opens in the editor at once: its window is the first thing a teacher checks before publishing.
  const tools = useExaminationTools(refresh, openForm);

  return (
    <>
      <CrudPage
        config={examinationCrud}
        list={listState}
        operations={operations}
        toolbarExtra={() =>
          canAdd && (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm()}>
              {t('crud:toolbar.add')}
            </Button>
          )
        }
        rowActionsExtra={(row) =>
          examinationActions(row, {
            onView: () => setViewing(row.id),
            onEdit: () => openForm(row.id),
            onRoster: () => setRosterOf(row),
            onPublish: lifecycle.startPublish,
            onExtend: lifecycle.startExtend,
            onEndNow: lifecycle.startEndNow,
            onRelease: lifecycle.startRelease,
            onCancel: lifecycle.startCancel,
            onArchive: lifecycle.startArchive,
            onCopy: tools.startCopy,
            onRemind: tools.startRemind,
          })
        }
      />
      <ExaminationFormDrawer
        target={form}
        onClose={() => setForm(undefined)}
        onSaved={() => {
          setForm(undefined);
          refresh();
        }}
      />
      <ExaminationDetailDrawer id={viewing} onClose={() => setViewing(undefined)} />
      <RosterDrawer exam={rosterOf} onClose={() => setRosterOf(undefined)} onChanged={refresh} />
      <CancelModal key={`cancel-${lifecycle.cancelDialog.row?.id ?? ''}`} {...lifecycle.cancelDialog} />
      <ExtendModal key={`extend-${lifecycle.extendDialog.row?.id ?? ''}`} {...lifecycle.extendDialog} />
      <EndNowModal key={`end-${lifecycle.endNowDialog.row?.id ?? ''}`} {...lifecycle.endNowDialog} />
    </>
  );
}
