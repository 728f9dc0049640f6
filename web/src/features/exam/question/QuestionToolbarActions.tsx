import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { QuestionFilter, QuestionStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { Can } from '../../../shared/permission/Can';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { RestFileError } from '../../../shared/files/authorized-file';
import { ImportQuestionsModal } from './ImportQuestionsModal';
import { questionEditorPath, type QuestionRow } from './question-crud';
import { exportQuestions } from './question-files';

/**
 * The question page's own toolbar buttons, each behind its button code: add (the editor page), enable
 * and disable the selected questions (exam_question_status), import (exam_question_import) and export
 * of the current filter (exam_question_export).
 */
export function QuestionToolbarActions({
  selected,
  filter,
  onSetStatus,
  onChanged,
}: {
  selected: readonly QuestionRow[];
  filter: Partial<QuestionFilter>;
  onSetStatus: (ids: string[], status: QuestionStatus) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const setSelectedStatus = (status: QuestionStatus) => () => {
    if (selected.length === 0) {
      notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
      return;
    }
    onSetStatus(
      selected.map((row) => row.id),
      status,
    );
  };

  const startExport = async () => {
    setExporting(true);
    try {
      await exportQuestions(filter, `${t('menu:exam_question')}.xlsx`);
      notifySuccess(t('examQuestion:export.done'));
    } catch (failure) {
      notifyError(
        failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t),
        'question-export-error',
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Can permission="exam_question_add">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => void navigate(questionEditorPath(undefined, filter.bankId))}
        >
          {t('crud:toolbar.add')}
        </Button>
      </Can>
      <Can permission="exam_question_status">
        <Button
          variant="light"
          color="green"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          onClick={setSelectedStatus('ENABLED')}
        >
          {t('examQuestion:actions.enableSelected')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconCircleOff size={16} aria-hidden />} onClick={setSelectedStatus('DISABLED')}>
          {t('examQuestion:actions.disableSelected')}
        </Button>
      </Can>
      <Can permission="exam_question_import">
        <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
          {t('examQuestion:actions.import')}
        </Button>
      </Can>
      <Can permission="exam_question_export">
        <Button
          variant="light"
          leftSection={<IconFileExport size={16} aria-hidden />}
          onClick={() => void startExport()}
          loading={exporting}
        >
          {t('examQuestion:actions.export')}
        </Button>
      </Can>
      <ImportQuestionsModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          onChanged();
        }}
      />
    </>
  );
}
