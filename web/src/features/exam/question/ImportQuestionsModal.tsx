import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { RestFileError } from '../../../shared/utils/rest-file';
import { downloadQuestionTemplate, importMaxBytes, importQuestions, type ImportProblem } from './question-files';

/** The browser's own checks before uploading (the server checks again): .xlsx and at most 5 MB. */
export function importFileProblem(file: File | null): 'fileRequired' | 'fileType' | 'fileTooLarge' | undefined {
  if (!file) {
    return 'fileRequired';
  }
  if (!/\.xlsx$/i.test(file.name)) {
    return 'fileType';
  }
  return file.size > importMaxBytes ? 'fileTooLarge' : undefined;
}

/**
 * Excel import of questions: template download, an .xlsx file, upload. The server writes every row or
 * none; when it refuses, its row-level report is listed and nothing was imported.
 */
export function ImportQuestionsModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('examQuestion:import.title')} size={760} centered>
      {opened && <ImportQuestionsForm onCancel={onClose} onImported={onImported} />}
    </Modal>
  );
}

function ImportQuestionsForm({ onCancel, onImported }: { onCancel: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: ImportProblem[] } | undefined>(undefined);

  const pickFile = (next: File | null) => {
    setFile(next);
    setRefusal(undefined);
    const problem = next ? importFileProblem(next) : undefined;
    setFileError(problem ? t(`examQuestion:import.${problem}`) : undefined);
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadQuestionTemplate(`${t('examQuestion:import.template')}.xlsx`);
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t));
    } finally {
      setDownloading(false);
    }
  };

  const upload = async () => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setFileError(t(`examQuestion:import.${problem ?? 'fileRequired'}`));
      return;
    }
    setUploading(true);
    setRefusal(undefined);
    try {
      const outcome = await importQuestions(file);
      if (outcome.ok) {
        notifySuccess(t('examQuestion:import.success', { count: outcome.inserted }));
        onImported();
      } else {
        setRefusal({ message: outcome.message || t('errors:unknown'), problems: outcome.problems });
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <FileInput
          flex={1}
          label={t('examQuestion:import.file')}
          placeholder={t('examQuestion:import.filePlaceholder')}
          description={t('examQuestion:import.hint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pickFile}
          error={fileError}
          clearable
          withAsterisk
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        />
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void template()} loading={downloading}>
          {t('examQuestion:import.template')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" title={refusal.message} role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('examQuestion:import.nothingImported')}</Text>
            {refusal.problems.length > 0 && (
              <ScrollArea.Autosize mah={300}>
                <Table striped withTableBorder aria-label={t('examQuestion:import.errors')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={72}>{t('examQuestion:import.row')}</Table.Th>
                      <Table.Th w={140}>{t('examQuestion:import.column')}</Table.Th>
                      <Table.Th>{t('examQuestion:import.message')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {refusal.problems.map((problem, index) => (
                      <Table.Tr key={`${problem.row}-${problem.column}-${index}`}>
                        <Table.Td>{problem.row}</Table.Td>
                        <Table.Td>{problem.column}</Table.Td>
                        <Table.Td>{problem.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={uploading}>
          {t('crud:dialog.cancel')}
        </Button>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void upload()} loading={uploading}>
          {t('examQuestion:import.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
