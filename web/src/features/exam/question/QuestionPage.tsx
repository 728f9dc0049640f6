import { IconEdit, IconEye, IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useQuestionBankOptionsQuery,
  useUpdateQuestionStatusMutation,
  type QuestionFilter,
  type QuestionStatus,
} from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { questionCrud, questionEditorPath, toQuestionFilter, type QuestionRow } from './question-crud';
import { QuestionPreviewModal } from './QuestionPreviewModal';
import { QuestionToolbarActions } from './QuestionToolbarActions';
import { questionOperations } from './question-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/**
 * Questions (/exam/question): filters (bank, type, status, difficulty, keyword, tag; `?bankId=` from the
 * bank page), the status toggle single and bulk, delete, preview, import and export; add and edit on
 * /bdqn/examQuestionAdd.
 */
export function QuestionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [previewId, setPreviewId] = useState<string | undefined>(undefined);
  const banks = useQuestionBankOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const bankOptions = useMemo(
    () => (banks.data?.questionBanks.records ?? []).map((bank) => ({ value: bank.id, label: bank.name })),
    [banks.data],
  );
  // The search panel is built once with its start values: wait for the bank names before showing it.
  const config = useMemo(() => questionCrud(bankOptions), [bankOptions]);
  const initialBankId = params.get('bankId') ?? undefined;
  const list = useCrudList(config, toQuestionFilter({ bankId: initialBankId }));
  const listState = useMemo(
    () => ({ ...list, search: (values: Partial<QuestionFilter>) => list.search(toQuestionFilter(values)) }),
    [list],
  );
  const operations = useCrudOperations(list.variables, questionOperations);
  const [updateStatus] = useUpdateQuestionStatusMutation();
  const canEdit = usePermission('exam_question_edit');
  const canView = usePermission('exam_question_view');
  const canToggle = usePermission('exam_question_status');
  const { refetch } = operations;

  const setStatus = useCallback(
    (ids: string[], status: QuestionStatus) => {
      updateStatus({ variables: { ids, status } }).then(
        () => {
          notifySuccess(t('examQuestion:notify.statusChanged', { count: ids.length }));
          refetch().catch(() => undefined);
        },
        () => undefined,
      );
    },
    [updateStatus, refetch, t],
  );

  const rowActions = (row: QuestionRow): RowAction[] => {
    const enabled = row.questionStatus === 'ENABLED';
    const actions: RowAction[] = [];
    if (canView) {
      actions.push({
        key: 'preview',
        label: t('examQuestion:actions.preview'),
        icon: <IconEye size={14} aria-hidden />,
        onClick: () => setPreviewId(row.id),
      });
    }
    if (canEdit) {
      actions.push({
        key: 'edit',
        label: t('crud:row.edit'),
        icon: <IconEdit size={14} aria-hidden />,
        onClick: () => void navigate(questionEditorPath(row.id)),
      });
    }
    if (canToggle) {
      actions.push({
        key: 'toggle',
        label: t(enabled ? 'examQuestion:actions.disable' : 'examQuestion:actions.enable'),
        color: enabled ? 'red' : 'green',
        icon: enabled ? <IconToggleRight size={14} aria-hidden /> : <IconToggleLeft size={14} aria-hidden />,
        onClick: () => setStatus([row.id], enabled ? 'DISABLED' : 'ENABLED'),
      });
    }
    return actions;
  };

  if (banks.loading && !banks.data) {
    return null;
  }
  return (
    <>
      <CrudPage
        config={config}
        list={listState}
        operations={operations}
        rowActionsExtra={rowActions}
        toolbarExtra={(selected) => (
          <QuestionToolbarActions
            selected={selected}
            filter={list.filter}
            onSetStatus={setStatus}
            onChanged={() => refetch().catch(() => undefined)}
          />
        )}
      />
      <QuestionPreviewModal questionId={previewId} onClose={() => setPreviewId(undefined)} />
    </>
  );
}
