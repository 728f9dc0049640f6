import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The bar above the table: add, bulk delete and page-specific buttons left; refresh, columns, export right. */
export function CrudToolbar({
  onAdd,
  onDeleteSelected,
  onRefresh,
  onExport,
  exporting = false,
  refreshing = false,
  selectedCount,
  onClearSelection,
  columnToggle,
  extra,
}: {
  /** Absent: no add button (no permission or no form). */
  onAdd?: () => void;
  /** Absent: no bulk delete button. */
  onDeleteSelected?: () => void;
  onRefresh: () => void;
  /** Absent: no export button. */
  onExport?: () => void;
  exporting?: boolean;
  refreshing?: boolean;
  selectedCount: number;
  onClearSelection: () => void;
  columnToggle: ReactNode;
  /** Page-specific buttons after the standard ones. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label={t('crud:toolbar.region')}>
      <Group gap="xs">
        {onAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('crud:toolbar.add')}
          </Button>
        )}
        {onDeleteSelected && (
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDeleteSelected}>
            {t('crud:toolbar.deleteSelected')}
          </Button>
        )}
        {extra}
        {selectedCount > 0 && (
          <Group gap={4}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('crud:toolbar.selected', { number: selectedCount })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
              {t('crud:toolbar.clearSelection')}
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="xs">
        <Tooltip label={t('crud:toolbar.refresh')} withinPortal>
          <ActionIcon variant="default" size="lg" aria-label={t('crud:toolbar.refresh')} onClick={onRefresh} loading={refreshing}>
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {columnToggle}
        {onExport && (
          <Tooltip label={t('crud:toolbar.export')} withinPortal>
            <ActionIcon variant="default" size="lg" aria-label={t('crud:toolbar.export')} onClick={onExport} loading={exporting}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
