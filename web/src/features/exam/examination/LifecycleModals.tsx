import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedCancel, GuardedModal } from '../../../shared/ui/crud/discard-guard';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { DateTimeField } from '../../../shared/ui/dates/DateTimeField';
import type { ExaminationRow } from './examination-crud';
import { fromPickerValue, toPickerValue } from './examination-form';

/** The props of a dialog acting on one examination row: open while `row` is set; `onConfirm` gets the chosen value. */
interface RowDialogProps<Value> {
  row: ExaminationRow | undefined;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (value: Value) => void;
}

/** Opened examinations need a reason to be cancelled (the server refuses without one). */
export function needsCancelReason(row: Pick<ExaminationRow, 'status'>): boolean {
  return row.status === 'OPEN' || row.status === 'CLOSING';
}

/** A confirmation with a reason text: the shared body of cancelling and ending now. */
function ReasonDialog({
  opened,
  title,
  lines,
  reason,
  busy,
  error,
  color,
  confirmLabel,
  blocked,
  onReason,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  lines: ReactNode;
  reason: { label: string; description?: string; required: boolean; value: string };
  busy: boolean;
  error: string | undefined;
  color: string;
  confirmLabel: string;
  blocked: boolean;
  onReason: (value: string) => void;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={opened} onClose={onClose} title={title} centered dirty={reason.value.trim() !== ''}>
      <Stack gap="md">
        {lines}
        <Textarea
          label={reason.label}
          description={reason.description}
          withAsterisk={reason.required}
          value={reason.value}
          maxLength={500}
          autosize
          minRows={2}
          error={error}
          onChange={(event) => onReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <GuardedCancel label={t('crud:confirm.cancel')} />
          <Button color={color} loading={busy} disabled={blocked} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}

/** Cancel with a reason (required once the examination opened). */
export function CancelModal({ row, busy, error, onClose, onConfirm }: RowDialogProps<string>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const required = row !== undefined && needsCancelReason(row);
  return (
    <ReasonDialog
      opened={row !== undefined}
      title={t('examination:cancel.title')}
      lines={<Text size="sm">{t('examination:cancel.question', { name: row?.name ?? '' })}</Text>}
      reason={{
        label: t('examination:cancel.reason'),
        description: t(required ? 'examination:cancel.reasonRequired' : 'examination:cancel.reasonOptional'),
        required,
        value: reason,
      }}
      busy={busy}
      error={error}
      color="red"
      confirmLabel={t('examination:cancel.confirm')}
      blocked={required && reason.trim() === ''}
      onReason={setReason}
      onClose={onClose}
      onConfirm={() => onConfirm(reason.trim())}
    />
  );
}

/** Moves the close time, later or earlier (SCHEDULED or OPEN): not into the past, after the start. */
export function ExtendModal({ row, busy, error, onClose, onConfirm }: RowDialogProps<string>) {
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
    <GuardedModal opened={row !== undefined} onClose={onClose} title={t('examination:changeClose.title')} centered dirty={changed}>
      <Stack gap="md">
        <Text size="sm">
          {t('examination:changeClose.current', { name: row?.name ?? '', time: formatLocalizedDateTime(row?.closeAt) })}
        </Text>
        {row !== undefined && row.runningAttemptCount > 0 && (
          <Text size="sm">{t('examination:changeClose.running', { count: row.runningAttemptCount })}</Text>
        )}
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
          <GuardedCancel label={t('crud:confirm.cancel')} />
          <Button
            loading={busy}
            disabled={!changed || problem !== undefined}
            onClick={() => value && onConfirm(fromPickerValue(value) ?? '')}
          >
            {t('examination:changeClose.confirm')}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}

/** Ends an OPEN examination now, saying how many running attempts will be submitted from their saved answers. */
export function EndNowModal({ row, busy, error, onClose, onConfirm }: RowDialogProps<string>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(t('examination:endNow.defaultReason'));
  const running = row?.runningAttemptCount ?? 0;
  const lines = (
    <>
      <Text size="sm">{t('examination:endNow.question', { name: row?.name ?? '' })}</Text>
      <Text size="sm" fw={500} data-testid="end-now-running">
        {running > 0 ? t('examination:endNow.running', { count: running }) : t('examination:endNow.noneRunning')}
      </Text>
    </>
  );
  return (
    <ReasonDialog
      opened={row !== undefined}
      title={t('examination:endNow.title')}
      lines={lines}
      reason={{ label: t('examination:endNow.reason'), required: false, value: reason }}
      busy={busy}
      error={error}
      color="orange"
      confirmLabel={t('examination:endNow.confirm')}
      blocked={false}
      onReason={setReason}
      onClose={onClose}
      onConfirm={() => onConfirm(reason.trim())}
    />
  );
}
