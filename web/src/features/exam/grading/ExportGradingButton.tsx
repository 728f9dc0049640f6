import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGradingResultsExportLazyQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { saveFile } from '../../../shared/files/save-file';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { serverMessage } from '../bank/server-message';

/** Bytes of a base64 text. */
function decodeBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes.buffer;
}

/** Downloads the examination's grading results (per candidate each question's score, total, graders, status) as xlsx. */
export function ExportGradingButton({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation('grading');
  const [load, { loading }] = useGradingResultsExportLazyQuery({ fetchPolicy: 'network-only' });
  const run = () => {
    load({ variables: { examinationId }, context: handledErrors })
      .then((result) => {
        const file = result.data?.gradingResultsExport;
        if (result.error || !file) {
          notifyError(serverMessage(result.error) ?? errorMessage(result.error, t), 'grading-export');
          return;
        }
        saveFile(decodeBase64(file.contentBase64), file.filename, file.mime);
      })
      .catch((failure: unknown) => notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'grading-export'));
  };
  return (
    <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} loading={loading} onClick={run}>
      {t('export.button')}
    </Button>
  );
}
