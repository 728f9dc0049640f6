import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';

/**
 * Binds one tenant to one thing of a list (a package, a datasource) or to none: a select (cleared
 * means none) and save.
 */
export function BindingModal({
  title,
  intro,
  label,
  noneLabel,
  options,
  current,
  loading,
  onSave,
  onClose,
  onSaved,
}: {
  title: string;
  intro: string;
  label: string;
  noneLabel: string;
  options: { value: string; label: string }[];
  /** The bound id, '' for none, undefined while loading. */
  current: string | undefined;
  loading: boolean;
  onSave: (id: string | null) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const value = choice === undefined ? (current === undefined || current === '' ? null : current) : choice;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(value);
      notifySuccess(t('crud:notify.success'));
      onSaved();
    } catch (error) {
      if (!isSessionEndingError(error)) {
        notifyError(errorMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size={520} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <Select
          label={label}
          placeholder={noneLabel}
          value={value}
          onChange={setChoice}
          data={options}
          clearable
          searchable
          disabled={loading || current === undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={current === undefined}>
            {t('crud:dialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
