import { Button, Group } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** View / edit / delete buttons of one row; a missing handler hides its button. */
export function CrudRowActions({
  onView,
  onEdit,
  onDelete,
  extra,
}: {
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      {onView && (
        <Button variant="subtle" size="compact-sm" leftSection={<IconEye size={14} aria-hidden />} onClick={onView}>
          {t('crud:row.view')}
        </Button>
      )}
      {onEdit && (
        <Button variant="subtle" size="compact-sm" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
          {t('crud:row.edit')}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
        >
          {t('crud:row.delete')}
        </Button>
      )}
      {extra}
    </Group>
  );
}
