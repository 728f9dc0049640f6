import { Button, Tooltip } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { Can } from '../../../shared/permission/Can';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { RestFileError } from '../../../shared/files/authorized-file';
import { exportScores } from './score-export';

/** Export of the score list to Excel (button exam_score_export); disabled while nobody has a result. */
export function ExportScoresButton({ examinationId, hasResults }: { examinationId: string; hasResults: boolean }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await exportScores(examinationId, `${t('examStats:export.fileName')}.xlsx`);
      notifySuccess(t('examStats:export.done'));
    } catch (failure) {
      notifyError(
        failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t),
        'exam-score-export-error',
      );
    } finally {
      setExporting(false);
    }
  };
  const button = (
    <Button
      leftSection={<IconFileExport size={16} />}
      variant="light"
      size="xs"
      loading={exporting}
      disabled={!hasResults}
      onClick={() => void run()}
    >
      {t('examStats:export.button')}
    </Button>
  );
  return (
    <Can permission="exam_score_export">
      {hasResults ? (
        button
      ) : (
        <Tooltip label={t('examStats:export.nothing')}>
          <span>{button}</span>
        </Tooltip>
      )}
    </Can>
  );
}
