import { Alert, Button, FileInput, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../errors/error-message';
import { notifyError } from '../../errors/notify-error';
import { RestFileError } from '../../files/authorized-file';
import { importFileProblem, type ImportProblem } from '../../utils/xlsx-import';
import { notifySuccess } from './notify-success';

/** An import's answer as the form needs it: the success text, or the server's refusal with its row report. */
export type ImportFormOutcome = { ok: true; successText: string } | { ok: false; message: string; problems: ImportProblem[] };

/**
 * The body of an Excel import dialog: an .xlsx file (checked in the browser, then by the server), the
 * template download, the page's own `options`, upload. The server writes every row or none; when it
 * refuses, its row-level report is shown in a table. Texts come from `<namespace>:import.*`.
 */
export function ImportXlsxForm({
  namespace,
  downloadTemplate,
  upload,
  options,
  refusalNote,
  problemsCaption,
  onCancel,
  onImported,
}: {
  namespace: string;
  downloadTemplate: (fallbackName: string) => Promise<unknown>;
  upload: (file: File) => Promise<ImportFormOutcome>;
  options?: ReactNode;
  /** Shown in every refusal (e.g. "nothing was imported"). */
  refusalNote?: string;
  /** Shown above the row report when there is one. */
  problemsCaption?: string;
  onCancel: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${namespace}:import.${key}`);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: ImportProblem[] } | undefined>(undefined);

  const pickFile = (next: File | null) => {
    setFile(next);
    setRefusal(undefined);
    const problem = next ? importFileProblem(next) : undefined;
    setFileError(problem ? text(problem) : undefined);
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(`${text('template')}.xlsx`);
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async () => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setFileError(text(problem ?? 'fileRequired'));
      return;
    }
    setUploading(true);
    setRefusal(undefined);
    try {
      const outcome = await upload(file);
      if (outcome.ok) {
        notifySuccess(outcome.successText);
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
          label={text('file')}
          placeholder={text('filePlaceholder')}
          description={text('hint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pickFile}
          error={fileError}
          clearable
          withAsterisk
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void template()}
          loading={downloading}
        >
          {text('template')}
        </Button>
      </Group>
      {options}
      {refusal && (
        <Alert color="red" title={refusal.message} role="alert">
          <Stack gap="xs">
            {refusalNote !== undefined && <Text size="sm">{refusalNote}</Text>}
            {refusal.problems.length > 0 && problemsCaption !== undefined && <Text size="sm">{problemsCaption}</Text>}
            {refusal.problems.length > 0 && (
              <ScrollArea.Autosize mah={300}>
                <Table striped withTableBorder aria-label={text('errors')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={72}>{text('row')}</Table.Th>
                      <Table.Th w={160}>{text('column')}</Table.Th>
                      <Table.Th>{text('message')}</Table.Th>
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
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void submit()} loading={uploading}>
          {text('upload')}
        </Button>
      </Group>
    </Stack>
  );
}
