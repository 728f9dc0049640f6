import { Button, Code, Group, Modal, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconChevronRight, IconTrash, IconUpload } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadClientErrorsMutation } from '../../generated/graphql';
import { notifySuccess } from '../../shared/ui/crud/notify-success';
import { formatLocalizedDateTime } from '../../shared/utils/format-date-time';
import { clearErrorLog, type ClientErrorEntry } from './error-log-store';

function EntryRows({ entry, index }: { entry: ClientErrorEntry; index: number }) {
  const { t } = useTranslation('errorLog');
  const [expanded, setExpanded] = useState(false);
  const stackId = `error-log-stack-${index}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{t(`types.${entry.type}`, { defaultValue: entry.type })}</Table.Td>
        <Table.Td style={{ wordBreak: 'break-word' }}>{entry.message}</Table.Td>
        <Table.Td style={{ wordBreak: 'break-all' }}>{entry.url}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalizedDateTime(entry.time)}</Table.Td>
        <Table.Td>
          {entry.stack || entry.info ? (
            <UnstyledButton
              aria-expanded={expanded}
              aria-controls={stackId}
              onClick={() => setExpanded((value) => !value)}
              fz="sm"
              c="var(--mantine-color-anchor)"
            >
              <Group gap={4} wrap="nowrap">
                {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                {t(expanded ? 'hideStack' : 'showStack')}
              </Group>
            </UnstyledButton>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {expanded ? (
        <Table.Tr id={stackId}>
          <Table.Td colSpan={5}>
            <Code block>{[entry.stack, entry.info].filter(Boolean).join('\n\n')}</Code>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

/** The full-screen error log: the captured errors, upload to the server's error log, or clear. */
export function ErrorLogDialog({ opened, onClose, entries }: { opened: boolean; onClose: () => void; entries: ClientErrorEntry[] }) {
  const { t } = useTranslation('errorLog');
  const [upload, { loading }] = useUploadClientErrorsMutation();

  const confirmUpload = () =>
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: t('confirm.upload'),
      labels: { confirm: t('confirm.ok'), cancel: t('confirm.cancel') },
      onConfirm: () => {
        upload({
          variables: { entries: entries.map(({ type, message, stack, info, url, time }) => ({ type, message, stack, info, url, time })) },
        }).then(
          () => {
            clearErrorLog();
            notifySuccess(t('uploaded'));
            onClose();
          },
          () => undefined,
        );
      },
    });

  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: t('confirm.clear'),
      labels: { confirm: t('confirm.ok'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        clearErrorLog();
        notifySuccess(t('cleared'));
        onClose();
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={t('title')} scrollAreaComponent={ScrollArea.Autosize}>
      <Group mb="md">
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={confirmUpload}
          disabled={entries.length === 0}
          loading={loading}
        >
          {t('upload')}
        </Button>
        <Button leftSection={<IconTrash size={16} aria-hidden />} variant="default" onClick={confirmClear} disabled={entries.length === 0}>
          {t('clear')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table striped withTableBorder verticalSpacing="xs" aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th>{t('columns.message')}</Table.Th>
              <Table.Th>{t('columns.url')}</Table.Th>
              <Table.Th>{t('columns.time')}</Table.Th>
              <Table.Th>{t('columns.stack')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...entries].reverse().map((entry, index) => (
              <EntryRows key={`${entry.time}-${index}`} entry={entry} index={index} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
