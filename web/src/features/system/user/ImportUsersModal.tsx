import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { downloadImportTemplate, importMaxBytes, importUsers, type ImportProblem } from './user-files';
import { RestFileError } from '../../../shared/utils/rest-file';

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
 * Excel import: template download, an .xlsx file, "update existing accounts", upload. The server writes
 * every row or none; when it refuses, its row-level report is shown in a table and nothing changed.
 */
export function ImportUsersModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('user:import.title')} size={720} centered>
      {opened && <ImportUsersForm onCancel={onClose} onImported={onImported} />}
    </Modal>
  );
}

function ImportUsersForm({ onCancel, onImported }: { onCancel: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [isCovered, setIsCovered] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: ImportProblem[] } | undefined>(undefined);

  const pickFile = (next: File | null) => {
    setFile(next);
    setRefusal(undefined);
    const problem = next ? importFileProblem(next) : undefined;
    setFileError(problem ? t(`user:import.${problem}`) : undefined);
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(`${t('user:import.template')}.xlsx`);
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t));
    } finally {
      setDownloading(false);
    }
  };

  const upload = async () => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setFileError(t(`user:import.${problem ?? 'fileRequired'}`));
      return;
    }
    setUploading(true);
    setRefusal(undefined);
    try {
      const outcome = await importUsers(file, isCovered);
      if (outcome.ok) {
        notifySuccess(t('user:import.success', { inserted: outcome.inserted, updated: outcome.updated }));
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
          label={t('user:import.file')}
          placeholder={t('user:import.filePlaceholder')}
          description={t('user:import.hint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pickFile}
          error={fileError}
          clearable
          withAsterisk
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        />
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void template()} loading={downloading}>
          {t('user:import.template')}
        </Button>
      </Group>
      <Switch label={t('user:import.isCovered')} checked={isCovered} onChange={(event) => setIsCovered(event.currentTarget.checked)} />
      {refusal && (
        <Alert color="red" title={refusal.message} role="alert">
          {refusal.problems.length > 0 && (
            <Stack gap="xs">
              <Text size="sm">{t('user:import.errors')}</Text>
              <ScrollArea.Autosize mah={280}>
                <Table striped withTableBorder aria-label={t('user:import.errors')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={72}>{t('user:import.row')}</Table.Th>
                      <Table.Th w={160}>{t('user:import.column')}</Table.Th>
                      <Table.Th>{t('user:import.message')}</Table.Th>
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
            </Stack>
          )}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={uploading}>
          {t('crud:dialog.cancel')}
        </Button>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void upload()} loading={uploading}>
          {t('user:import.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
