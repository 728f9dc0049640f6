import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconListCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { RestFileError } from '../../../shared/files/authorized-file';
import { importFileProblem } from '../../../shared/utils/xlsx-import';
import { downloadRosterTemplate, uploadRoster, type RosterImportAnswer } from './roster-files';

/**
 * Roster import from Excel: template, file, "check file" (the server checks every row and writes nothing: unknown account,
 * not approved, name mismatch, twice in the file, already on the roster), then "import N valid rows" in one transaction.
 */
function RosterImportForm({ examinationId, onClose, onImported }: { examinationId: string; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<RosterImportAnswer | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<'check' | 'import' | 'template' | undefined>(undefined);

  const pick = (next: File | null) => {
    setFile(next);
    setPreview(undefined);
    setRefusal(undefined);
    const problem = next ? importFileProblem(next) : undefined;
    setFileError(problem ? t(`examTools:import.${problem}`) : undefined);
  };
  const template = async () => {
    setBusy('template');
    try {
      await downloadRosterTemplate(`${t('examTools:import.templateFile')}.xlsx`);
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t));
    } finally {
      setBusy(undefined);
    }
  };
  const send = async (dryRun: boolean) => {
    const problem = importFileProblem(file);
    if (problem || !file) {
      setFileError(t(`examTools:import.${problem ?? 'fileRequired'}`));
      return;
    }
    setBusy(dryRun ? 'check' : 'import');
    setRefusal(undefined);
    try {
      const outcome = await uploadRoster(examinationId, file, dryRun);
      if (!outcome.ok) {
        setRefusal(outcome.message || t('errors:unknown'));
      } else if (dryRun) {
        setPreview(outcome.result);
      } else {
        notifySuccess(t('examTools:import.done', { count: outcome.result.imported }));
        onImported();
      }
    } catch (failure) {
      notifyError(errorMessage(failure, t));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <FileInput
          flex={1}
          label={t('examTools:import.file')}
          placeholder={t('examTools:import.filePlaceholder')}
          description={t('examTools:import.hint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pick}
          error={fileError}
          clearable
          withAsterisk
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void template()}
          loading={busy === 'template'}
        >
          {t('examTools:import.template')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {preview && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('examTools:import.summary', { valid: preview.valid, invalid: preview.invalid })}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Table striped withTableBorder aria-label={t('examTools:import.rows')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>{t('examTools:import.row')}</Table.Th>
                  <Table.Th>{t('examTools:import.account')}</Table.Th>
                  <Table.Th>{t('examTools:import.name')}</Table.Th>
                  <Table.Th>{t('examTools:import.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.account}</Table.Td>
                    <Table.Td>{row.realName}</Table.Td>
                    <Table.Td>
                      {row.message === null ? (
                        <Badge color="green" variant="light">
                          {t('examTools:import.ok')}
                        </Badge>
                      ) : (
                        <Text size="sm" c="red">
                          {row.message}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy !== undefined}>
          {t('crud:dialog.cancel')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconListCheck size={16} aria-hidden />}
          onClick={() => void send(true)}
          loading={busy === 'check'}
        >
          {t('examTools:import.check')}
        </Button>
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => void send(false)}
          loading={busy === 'import'}
          disabled={!preview || preview.valid === 0}
        >
          {t('examTools:import.importValid', { count: preview?.valid ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}

export function RosterImportModal({
  exam,
  onClose,
  onImported,
}: {
  exam: { id: string; name: string } | undefined;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={exam !== undefined}
      onClose={onClose}
      title={t('examTools:import.title', { name: exam?.name ?? '' })}
      size={760}
      centered
    >
      {exam && <RosterImportForm key={exam.id} examinationId={exam.id} onClose={onClose} onImported={onImported} />}
    </Modal>
  );
}
