import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportXlsxForm } from '../../../shared/ui/crud/ImportXlsxForm';
import { downloadQuestionTemplate, importQuestions } from './question-files';

/**
 * Excel import of questions: template download, an .xlsx file, upload. The server writes every row or
 * none; when it refuses, its row-level report is listed and nothing was imported.
 */
export function ImportQuestionsModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('examQuestion:import.title')} size={760} centered>
      {opened && (
        <ImportXlsxForm
          namespace="examQuestion"
          downloadTemplate={downloadQuestionTemplate}
          upload={async (file) => {
            const outcome = await importQuestions(file);
            return outcome.ok ? { ok: true, successText: t('examQuestion:import.success', { count: outcome.inserted }) } : outcome;
          }}
          refusalNote={t('examQuestion:import.nothingImported')}
          onCancel={onClose}
          onImported={onImported}
        />
      )}
    </Modal>
  );
}
