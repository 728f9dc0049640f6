import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { DateTimeField } from './DateTimeField';
import type { ExaminationRow } from './examination-crud';
import { fromPickerValue, toPickerValue } from './examination-form';

/** Opened examinations need a reason to be cancelled (the server refuses without one). */
export function needsCancelReason(row: Pick<ExaminationRow, 'status'>): boolean {
  return row.status === 'OPEN' || row.status === 'CLOSING';
}

/** Cancel with a reason (required once the examination opened). */
export function CancelModal({
  row,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  row: ExaminationRow | undefined;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const required = row !== undefined && needsCancelReason(row);
  const missing = required && reason.trim() === '';
  return (
    <Modal opened={row !== undefined} onClose={onClose} title={t('examination:cancel.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('examination:cancel.question', { name: row?.name ?? '' })}</Text>
        <Textarea
          label={t('examination:cancel.reason')}
          description={t(required ? 'examination:cancel.reasonRequired' : 'examination:cancel.reasonOptional')}
          withAsterisk={required}
          value={reason}
          maxLength={500}
          autosize
          minRows={3}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('crud:confirm.cancel')}
          </Button>
          <Button color="red" loading={busy} disabled={missing} onClick={() => onConfirm(reason.trim())}>
            {t('examination:cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Moves the close time, later or earlier (SCHEDULED or OPEN): not into the past, after the start. */
export function ExtendModal({
  row,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  row: ExaminationRow | undefined;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (closeAt: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(row ? toPickerValue(row.closeAt) : null);
  const chosen = value === null ? null : dayjs(value);
  const problem =
    row === undefined || chosen === null
      ? undefined
      : !chosen.isAfter(dayjs())
        ? t('examination:validation.closeInPast')
        : !chosen.isAfter(dayjs(row.openAt))
          ? t('examination:validation.closeNotAfterOpen')
          : undefined;
  const changed = row !== undefined && chosen !== null && !chosen.isSame(dayjs(row.closeAt), 'minute');
  return (
    <Modal opened={row !== undefined} onClose={onClose} title={t('examination:changeClose.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('examination:changeClose.current', { name: row?.name ?? '', time: formatLocalizedDateTime(row?.closeAt) })}</Text>
        {row !== undefined && row.runningAttemptCount > 0 && <Text size="sm">{t('examination:changeClose.running', { count: row.runningAttemptCount })}</Text>}
        <DateTimeField
          label={t('examination:changeClose.closeAt')}
          description={t('examination:changeClose.hint')}
          placeholder={t('examination:picker.placeholder')}
          withAsterisk
          value={value}
          onChange={(next) => setValue(next)}
          error={error ?? problem}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('crud:confirm.cancel')}
          </Button>
          <Button loading={busy} disabled={!changed || problem !== undefined} onClick={() => value && onConfirm(fromPickerValue(value) ?? '')}>
            {t('examination:changeClose.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Ends an OPEN examination now, saying how many running attempts will be submitted from their saved answers. */
export function EndNowModal({
  row,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  row: ExaminationRow | undefined;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(t('examination:endNow.defaultReason'));
  const running = row?.runningAttemptCount ?? 0;
  return (
    <Modal opened={row !== undefined} onClose={onClose} title={t('examination:endNow.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('examination:endNow.question', { name: row?.name ?? '' })}</Text>
        <Text size="sm" fw={500} data-testid="end-now-running">
          {running > 0 ? t('examination:endNow.running', { count: running }) : t('examination:endNow.noneRunning')}
        </Text>
        <Textarea label={t('examination:endNow.reason')} value={reason} maxLength={500} autosize minRows={2} error={error} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('crud:confirm.cancel')}
          </Button>
          <Button color="orange" loading={busy} onClick={() => onConfirm(reason.trim())}>
            {t('examination:endNow.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
