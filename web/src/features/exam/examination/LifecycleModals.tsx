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

/** Moves the close time later (SCHEDULED or OPEN). */
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
  const [value, setValue] = useState<string | null>(row ? toPickerValue(dayjs(row.closeAt).add(30, 'minute').toISOString()) : null);
  const later = row !== undefined && value !== null && dayjs(value).isAfter(dayjs(row.closeAt));
  return (
    <Modal opened={row !== undefined} onClose={onClose} title={t('examination:extend.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('examination:extend.current', { name: row?.name ?? '', time: formatLocalizedDateTime(row?.closeAt) })}</Text>
        <DateTimeField
          label={t('examination:extend.closeAt')}
          placeholder={t('examination:picker.placeholder')}
          withAsterisk
          value={value}
          onChange={(next) => setValue(next)}
          error={error ?? (value !== null && !later ? t('examination:validation.extendNotLater') : undefined)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('crud:confirm.cancel')}
          </Button>
          <Button loading={busy} disabled={!later} onClick={() => value && onConfirm(fromPickerValue(value) ?? '')}>
            {t('examination:extend.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
