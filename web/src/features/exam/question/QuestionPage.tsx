import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuestionBankOptionsQuery, useUpdateQuestionStatusMutation, type QuestionFilter, type QuestionStatus } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { questionCrud, questionEditorPath, toQuestionFilter, type QuestionRow } from './question-crud';
import { QuestionPreviewModal } from './QuestionPreviewModal';
import { QuestionToolbarActions } from './QuestionToolbarActions';
import { useQuestionOperations } from './useQuestionOperations';

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
  const operations = useQuestionOperations(list.variables);
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

  const rowActions = (row: QuestionRow) => {
    const enabled = row.questionStatus === 'ENABLED';
    const toggleLabel = t(enabled ? 'examQuestion:actions.disable' : 'examQuestion:actions.enable');
    return (
      <>
        {canView && (
          <Tooltip label={t('examQuestion:actions.preview')}>
            <ActionIcon variant="subtle" aria-label={t('examQuestion:actions.preview')} onClick={() => setPreviewId(row.id)}>
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {canEdit && (
          <Tooltip label={t('crud:row.edit')}>
            <ActionIcon variant="subtle" aria-label={t('crud:row.edit')} onClick={() => void navigate(questionEditorPath(row.id))}>
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {canToggle && (
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color={enabled ? 'red' : 'green'}
              aria-label={toggleLabel}
              onClick={() => setStatus([row.id], enabled ? 'DISABLED' : 'ENABLED')}
            >
              {enabled ? <IconToggleRight size={18} aria-hidden /> : <IconToggleLeft size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </>
    );
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
